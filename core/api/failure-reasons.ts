/**
 * The reasons a comment failed, waits, or stayed unconfirmed, as comments carry them in
 * `errorReason`: the platform's own (YouTube's error reasons) and the posting engine's. The web
 * explains each in the user's language, with the platform's text beside it; a reason not listed
 * here shows the platform's text alone.
 */
export const FAILURE_REASONS = [
  // YouTube refused the comment.
  'commentsDisabled',
  'ineligibleAccount',
  'videoNotFound',
  'channelNotFound',
  'forbidden',
  'insufficientPermissions',
  'commentTextTooLong',
  'commentTextRequired',
  'processingFailure',
  // The quota or the channel's grant.
  'quotaExceeded',
  'dailyLimitExceeded',
  'invalid_grant',
  'authError',
  'credentialMissing',
  // The engine's own.
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
export type FailureReason = (typeof FAILURE_REASONS)[number];

export const isFailureReason = (value: unknown): value is FailureReason =>
  typeof value === 'string' && (FAILURE_REASONS as readonly string[]).includes(value);
