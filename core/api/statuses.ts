/**
 * A comment's life: queued, being sent, being looked for on the platform (its answer was lost),
 * confirmed by the platform, unconfirmed (the look-up could not tell: the user decides), failed,
 * cancelled, or recorded as posted by hand.
 */
export const COMMENT_STATUSES = [
  'pending',
  'posting',
  'verifying',
  'posted',
  'unconfirmed',
  'failed',
  'cancelled',
  'manual',
] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
/** Still moving: the worker has something to do with these. A batch ends when none is left. */
export const OPEN_COMMENT_STATUSES = ['pending', 'posting', 'verifying'] as const;
export const BATCH_STATUSES = ['queued', 'running', 'paused', 'done', 'cancelled'] as const;
