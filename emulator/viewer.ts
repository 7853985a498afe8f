import type { PostedComment, Reply } from './emulator-state';

/** A published comment gains a like every 10 minutes and a reply every hour (deterministic). */
const LIKE_EVERY_MS = 10 * 60_000;
const REPLY_EVERY_MS = 3600_000;

/**
 * What a caller sees, as YouTube shows it: a published comment to anyone; a held or hidden one only
 * to its author's channel (a viewer with an API key, or another Google user, does not see it).
 */
export function visibleTo(comment: PostedComment, viewerChannelId: string | undefined) {
  return comment.moderation === 'published' || comment.channelId === viewerChannelId;
}

const sincePublished = (comment: PostedComment, now: number) =>
  Math.max(0, now - Date.parse(comment.publishedAt));

/** Likes so far: those added, and one per 10 minutes while it is published for others to see. */
export function likeCount(comment: PostedComment, now: number) {
  const grown =
    comment.moderation === 'published'
      ? Math.floor(sincePublished(comment, now) / LIKE_EVERY_MS)
      : 0;
  return comment.likesAdded + grown;
}

/** Its replies, newest first: those added, and one per hour from viewers while it is published. */
export function repliesOf(comment: PostedComment, now: number): Reply[] {
  const grown =
    comment.moderation === 'published'
      ? Math.floor(sincePublished(comment, now) / REPLY_EVERY_MS)
      : 0;
  const published = Date.parse(comment.publishedAt);
  const viewers = Array.from({ length: grown }, (_, i) => ({
    id: `${comment.id}.r${i + 1}`,
    authorDisplayName: `Viewer ${i + 1}`,
    text: `Reply ${i + 1} to this comment`,
    publishedAt: new Date(published + (i + 1) * REPLY_EVERY_MS).toISOString(),
  }));
  return [...viewers, ...comment.repliesAdded].sort((a, b) =>
    b.publishedAt.localeCompare(a.publishedAt),
  );
}
