/**
 * The reasons a comment failed, waits, or stayed unconfirmed, as comments carry them in
 * `errorReason`: the platform's own (YouTube's error reasons) and the posting engine's. The web
 * explains each in the user's language, with the platform's text beside it; a reason not listed
 * here shows the platform's text alone.
 */

/** YouTube refused the comment; they stand until something changes on YouTube's side. */
export const REFUSAL_REASONS = [
  'commentsDisabled',
  'ineligibleAccount',
  'videoNotFound',
  'channelNotFound',
  'forbidden',
  'insufficientPermissions',
  'commentTextTooLong',
  'commentTextRequired',
] as const;

/** Google's words too (its message is shown as theirs): the other refusals, quota, the grant. */
export const PLATFORM_REASONS = [
  ...REFUSAL_REASONS,
  'processingFailure',
  'quotaExceeded',
  'dailyLimitExceeded',
  'invalid_grant',
  'authError',
] as const;

/** The engine's own reasons (its message is its own explanation). */
export const ENGINE_REASONS = [
  'credentialMissing',
  'channelGone',
  'channelDisconnected',
  'tooManyAttempts',
  'answerLost',
  'lookupPending',
  'lookupTooBusy',
  'lookupRefused',
  'lookupFailed',
  'lookupChannelGone',
] as const;

/** The engine's reasons whose message is the words of Google's failure behind them. */
export const GOOGLE_WORDS_REASONS = [
  'tooManyAttempts',
  'lookupPending',
  'lookupRefused',
  'lookupFailed',
] as const satisfies readonly (typeof ENGINE_REASONS)[number][];

export const FAILURE_REASONS = [...PLATFORM_REASONS, ...ENGINE_REASONS] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export const isFailureReason = (value: unknown): value is FailureReason =>
  typeof value === 'string' && (FAILURE_REASONS as readonly string[]).includes(value);

/** Why something did not go as planned: a code the web translates, and the text to show beside it. */
export type Failure = { reason: string; message: string };
