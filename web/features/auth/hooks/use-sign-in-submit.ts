import type { TFunction } from '@web/i18n/translator';
import { useTranslation } from '@web/i18n/use-translation';
import { useNavigate } from 'react-router';
import type { WeakPasswordReason } from '@core/api/auth.schema';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useReturnTo } from '../lib/return-to';

/** Every notice about signing in or out: the latest replaces the earlier ones. */
export const SIGN_IN_TOPIC = 'sign-in';

interface Messages {
  success: string;
  successDesc: string;
  failed: string;
  failedFallback: string;
}

/**
 * Login and registration end alike: a toast, then `/` (or the page that sent the person to sign
 * in) on success; a toast with the reason otherwise.
 */
export function useSignInSubmit<T>(send: (body: T) => Promise<unknown>, messages: Messages) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  return async (body: T) => {
    try {
      await send(body);
      toast({
        title: messages.success,
        description: messages.successDesc,
        variant: 'success',
        topic: SIGN_IN_TOPIC,
      });
      await navigate(returnTo ?? '/');
    } catch (error) {
      toast({
        title: messages.failed,
        description: signInErrorText(t, error, messages.failedFallback),
        variant: 'destructive',
        topic: SIGN_IN_TOPIC,
      });
    }
  };
}

/** A refused password names its weakness with a reason key: shown translated, not as the key. */
function signInErrorText(t: TFunction, error: unknown, fallback: string) {
  if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') {
    const reasons: Record<WeakPasswordReason, string> = {
      common: t('auth.weakPassword.common'),
      personal: t('auth.weakPassword.personal'),
      sequence: t('auth.weakPassword.sequence'),
      keyboard: t('auth.weakPassword.keyboard'),
      repeat: t('auth.weakPassword.repeat'),
      date: t('auth.weakPassword.date'),
      short: t('auth.weakPassword.short'),
    };
    const known = error.detail !== undefined && Object.hasOwn(reasons, error.detail);
    const reason = known ? reasons[error.detail as WeakPasswordReason] : reasons.short;
    return t('errors.code.WEAK_PASSWORD', { detail: reason });
  }
  return errorText(t, error, fallback);
}
