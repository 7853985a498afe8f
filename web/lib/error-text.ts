import type { TFunction } from '../i18n';
import { ApiError } from './api-client';

/**
 * The text to show for a failed request, in the user's language when the server gave a known
 * code; the server's own message otherwise (or the fallback when there is none).
 */
export function errorText(t: TFunction, error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.code) {
    const key = `errors.code.${error.code}`;
    // Validation messages carry the field at fault; keep it after the translated sentence.
    if (error.code === 'VALIDATION_FAILED') return t(key, { detail: error.message });
    return t(key, { detail: error.detail ?? '' });
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? t('errors.unknown');
}
