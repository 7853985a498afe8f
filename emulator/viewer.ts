import { DEFAULT_GROWTH, type PostedComment, type Reply } from './emulator-state';

/**
 * What a caller sees, as YouTube shows it: a published comment to anyone; a held or hidden one only
 * to its author's channel (a viewer with an API key, or another Google user, does not see it).
 */
export function visibleTo(comment: PostedComment, viewerChannelId: string | undefined) {
  return comment.moderation === 'published' || comment.channelId === viewerChannelId;
}

const sincePublished = (comment: PostedComment, now: number) =>
  Math.max(0, now - Date.parse(comment.publishedAt));

/** Likes so far: those added, and one per `likeEveryMs` while it is published for others to see. */
export function likeCount(comment: PostedComment, now: number, growth = DEFAULT_GROWTH) {
  const grown =
    comment.moderation === 'published'
      ? Math.floor(sincePublished(comment, now) / growth.likeEveryMs)
      : 0;
  return comment.likesAdded + grown;
}

/** Its replies, newest first: those added, and one per `replyEveryMs` while it is published. */
export function repliesOf(comment: PostedComment, now: number, growth = DEFAULT_GROWTH): Reply[] {
  const grown =
    comment.moderation === 'published'
      ? Math.floor(sincePublished(comment, now) / growth.replyEveryMs)
      : 0;
  const published = Date.parse(comment.publishedAt);
  const viewers = Array.from({ length: grown }, (_, i) => ({
    id: `${comment.id}.r${i + 1}`,
    authorDisplayName: `Viewer ${i + 1}`,
    text: `Reply ${i + 1} to this comment`,
    publishedAt: new Date(published + (i + 1) * growth.replyEveryMs).toISOString(),
  }));
  return [...viewers, ...comment.repliesAdded].sort((a, b) =>
    b.publishedAt.localeCompare(a.publishedAt),
  );
}
