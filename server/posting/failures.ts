import type { Failure } from '@core/api/failure-reasons';
import type { PlatformError } from '../platform/platform-error';

/**
 * What Google said, in its own words: only an answer of Google's has a status. A network
 * failure's text, or one of our own ("Google answered without a comment id."), is nobody's words
 * a user should read as YouTube's: the reason explains it.
 */
export const googleWords = (error: PlatformError) =>
  error.status === undefined ? null : error.message;

/** The platform's failure as stored: its reason, and Google's words when it answered. */
export const platformFailure = (error: PlatformError): Failure => ({
  reason: error.reason,
  platformMessage: googleWords(error),
});
