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

/** Exponential backoff with jitter (0.5x to 1.5x), capped. */
export function backoffMs(attempt: number, baseMs: number) {
  const plain = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(plain * (0.5 + Math.random()));
}
