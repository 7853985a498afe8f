import { optionalText, type TFunction } from '../i18n/translator';
import { ApiError } from './api-client';

/**
 * The text to show for a failed request, in the user's language when the server gave a known
 * code; the server's own message otherwise (or the fallback when there is none). A code whose
 * detail is a platform reason may have a sentence for that reason (`errors.code.CODE.reason`).
 */
export function errorText(t: TFunction, error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.code) {
    const key = `errors.code.${error.code}` as const;
    // Validation messages carry the field at fault; keep it after the translated sentence.
    if (error.code === 'VALIDATION_FAILED') return t(key, { detail: error.message });
    const forReason = error.detail && optionalText(t, `${key}.${error.detail}`);
    if (forReason) return forReason;
    return t(key, { detail: error.detail ?? '' });
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? t('errors.unknown');
}
