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
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
