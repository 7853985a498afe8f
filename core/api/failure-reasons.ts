/**
 * The reasons a comment failed, waits, or stayed unconfirmed, as comments carry them in
 * `errorReason`: the platform's own (YouTube's error reasons) and the posting engine's. Each is a
 * key of the catalogue (`comments.reason.<reason>`, filled with `errorParams`), so the web says it
 * in the reader's language; `errorMessage` holds only the platform's own words (what Google
 * answered), shown beside it as theirs. The engine never stores a sentence of its own there
 * (migration 0036 took the older ones out). A reason not listed here shows the platform's words
 * alone.
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
  /** An answer's thread is gone, or its channel cannot see it (docs/replies.md §3). */
  'commentNotFound',
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

/** The engine's own reasons: the catalogue's words say what happened. */
export const ENGINE_REASONS = [
  'credentialMissing',
  'credentialDeleted',
  'channelGone',
  'channelDisconnected',
  'tooManyAttempts',
  'answerLost',
  'lookupPending',
  'lookupTooBusy',
  'lookupRefused',
  'lookupFailed',
  'lookupChannelGone',
  'leftOutCommentsDisabled',
  'leftOutVideoNotFound',
] as const;

/**
 * The engine's reasons that may keep the words of Google's failure behind them; the others never
 * carry any (a message beside one is an older row's English, never shown).
 */
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

/** What fills a reason's placeholders (`{{count}}`): numbers and plain words, never a sentence. */
export type FailureParams = Record<string, string | number>;

/**
 * Why something did not go as planned: a code the web translates with its parameters, and what
 * Google said, in its own words, when it answered (null when it did not: a network failure, or
 * something the engine decided).
 */
export type Failure = {
  reason: string;
  params?: FailureParams | null;
  platformMessage?: string | null;
};
