/** Bounded attempts: for sends that failed transiently, and for look-ups whose reads failed. */
export const MAX_ATTEMPTS = 5;
/** A channel pauses after this many failures in a row (docs/responsible-use.md §3). */
export const PAUSE_AFTER_FAILURES = 5;
const MAX_BACKOFF_MS = 15 * 60_000;

/**
 * The engine's own reasons (beside the platform's, such as commentsDisabled), which the web
 * translates: core/api/failure-reasons.ts lists them all.
 */
export const TOO_MANY_ATTEMPTS = 'tooManyAttempts';
export const ANSWER_LOST = 'answerLost';

/**
 * Exponential backoff, capped, and the same every time (docs/schedules.md §5: no random delay or
 * jitter anywhere in posting, so the plan and the retries are what the user was told). Retries
 * do not bunch without jitter: each comment's wait starts from its own failure.
 */
export function backoffMs(attempt: number, baseMs: number) {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempt - 1));
}
