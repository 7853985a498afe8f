/** A comment's life: queued, being sent, confirmed by the platform, failed, cancelled, or recorded as posted by hand. */
export const COMMENT_STATUSES = [
  'pending',
  'posting',
  'posted',
  'failed',
  'cancelled',
  'manual',
] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export const BATCH_STATUSES = ['queued', 'running', 'paused', 'done', 'cancelled'] as const;
