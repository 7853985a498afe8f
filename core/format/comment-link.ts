/**
 * A posted comment's own address on YouTube: the video, opened with the comment highlighted at
 * the top (the `lc` parameter YouTube's own "copy link" uses). Null until the platform gave an id.
 */
export function commentUrl(videoId: string, platformCommentId: string | null | undefined) {
  if (!platformCommentId) return null;
  const params = new URLSearchParams({ v: videoId, lc: platformCommentId });
  return `https://www.youtube.com/watch?${params.toString()}`;
}
