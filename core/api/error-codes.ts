/**
 * Stable codes carried by every API error body, so the web can show the message in the user's
 * language instead of the server's English text. Add codes; never rename one.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'CROSS_ORIGIN',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'NOT_FOUND',
  'CREDENTIAL_EXISTS',
  'CATEGORY_EXISTS',
  'CATEGORY_NOT_FOUND',
  'TEMPLATE_SIMILAR',
  'TOO_MANY_ROWS',
  'NO_PLATFORM_ACCESS',
  'EMPTY_PLAN',
  'BATCH_TOO_LARGE',
  'BATCH_STATE',
  'COMMENT_STATE',
  'PLATFORM_UNAVAILABLE',
  'PLATFORM_QUOTA',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'WEAK_PASSWORD',
  'INVALID_TEXT',
  'FIND_QUOTA_SHORT',
  'READ_QUOTA_SHORT',
  'FIND_SOURCE_UNKNOWN',
  'FIND_SOURCE_NOT_FOUND',
  'CANNOT_POST_AGAIN',
  'START_IN_PAST',
  'UNKNOWN_TIME_ZONE',
  'WINDOW_SLOT_EMPTY',
  'WINDOWS_NEVER_OPEN',
  'MAIL_NOT_CONFIGURED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'TOKEN_USED',
  'WRONG_PASSWORD',
  'ALREADY_VERIFIED',
  'WEBHOOK_URL_NOT_HTTPS',
  'WEBHOOK_URL_PRIVATE',
  'WEBHOOK_URL_UNRESOLVED',
  'WEBHOOK_LIMIT',
  'REAUTH_NEEDED',
  'EXPORT_NOT_READY',
  'EXPORT_DOWNLOADED',
  'EXPORT_EXPIRED',
  'WEBHOOK_URL_INVALID',
  'WEBHOOK_URL_TOO_LONG',
  'WEBHOOK_URL_CREDENTIALS',
  'WEBHOOK_TEST_LIMIT',
  'WEBHOOK_RESEND_LIMIT',
  'FIND_SEARCHES_SPENT',
  'FORBIDDEN',
  'LAST_OWNER',
  'PERSONAL_WORKSPACE',
  'ROLE_NOT_ASSIGNABLE',
  'ALREADY_MEMBER',
  'INVITATION_INVALID',
  'INVITATION_USED',
  'INVITATION_REVOKED',
  'INVITATION_EXPIRED',
  'INVITATION_OTHER_EMAIL',
  'TOO_MANY_WORKSPACES',
  'TOO_MANY_INVITATIONS',
  'APPROVAL_BLOCKED',
  'API_TOKEN_INVALID',
  'TOKEN_SCOPE',
  'TOKEN_NOT_ALLOWED',
  'TOO_MANY_TOKENS',
  'SCOPE_NOT_ALLOWED',
] as const;

/**
 * Codes only a script meets: the web sends no Idempotency-Key (docs/api.md §4). Kept apart, the
 * web's first visit carries neither them nor their words (web/i18n/word-parts.ts); the web
 * shows the server's sentence for a code it does not know.
 */
export const SCRIPT_ONLY_CODES = [
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'IDEMPOTENCY_UNFINISHED',
] as const;

/**
 * Codes only one later page meets (the inbox's answer box): their words load with that page, kept
 * out of the first visit's as the script-only ones are.
 */
export const PAGE_CODES = ['ANSWER_CHANNEL'] as const;

/** Every code the API answers with. */
export type ErrorCode =
  (typeof ERROR_CODES)[number] | (typeof SCRIPT_ONLY_CODES)[number] | (typeof PAGE_CODES)[number];

/** A code the web knows (ERROR_CODES): it has the words for it. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
