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
/** A send under way or its answer being looked for: one at a time per channel. */
export const IN_FLIGHT_COMMENT_STATUSES = ['posting', 'verifying'] as const;
/** Sends that may have reached the platform: they count against a channel's daily cap. */
export const SENT_COMMENT_STATUSES = ['posting', 'verifying', 'posted', 'unconfirmed'] as const;
/** What the user may post again (a new attempt, a new record). */
export const RESENDABLE_COMMENT_STATUSES = ['failed', 'unconfirmed'] as const;
/** Stopped without going out: reports show when. */
export const STOPPED_COMMENT_STATUSES = ['failed', 'cancelled', 'unconfirmed'] as const;

/**
 * docs/schedules.md: `scheduled` waits for its start time; then queued, running as it posts.
 * docs/architecture.md §10: an editor's batch in a workspace that asks for approval waits for it
 * first (`awaitingApproval`: nothing posts, no quota is held) and is approved into scheduled or
 * queued, or `rejected` (its comments cancelled).
 */
export const BATCH_STATUSES = [
  'awaitingApproval',
  'scheduled',
  'queued',
  'running',
  'paused',
  'done',
  'cancelled',
  'rejected',
] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/**
 * The worker takes comments of these batches (a scheduled one once its start has come); a paused
 * one keeps its place.
 */
export const POSTING_BATCH_STATUSES = ['scheduled', 'queued', 'running'] as const;
/** Approved and not finished: still to post, or paused. What the calendar plans. */
export const UNDERWAY_BATCH_STATUSES = ['scheduled', 'queued', 'running', 'paused'] as const;
/** Not finished: waiting for approval, still to post, or paused. */
export const ACTIVE_BATCH_STATUSES = ['awaitingApproval', ...UNDERWAY_BATCH_STATUSES] as const;

export type BatchAction = 'pause' | 'resume' | 'cancel';

/** Which states each control applies to, and the state it leaves the batch in. */
export const BATCH_TRANSITIONS: Record<
  BatchAction,
  { from: readonly BatchStatus[]; to: BatchStatus }
> = {
  pause: { from: POSTING_BATCH_STATUSES, to: 'paused' },
  resume: { from: ['paused'], to: 'running' },
  cancel: { from: ACTIVE_BATCH_STATUSES, to: 'cancelled' },
};
