import { useTranslation } from '@web/i18n/use-translation';
import { useNavigate } from 'react-router';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useLogout } from '../api/logout';
import { SIGN_IN_TOPIC } from './use-sign-in-submit';

/**
 * Logs out with the documented toasts, then goes to /auth (from the header menu or the auth page),
 * or to `to` (an invitation for another address: the sign-in page that comes back to it).
 */
export function useLogoutFlow(to = '/auth') {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  const run = async () => {
    try {
      await logout.mutateAsync();
      toast({
        title: t('header.logoutSuccess'),
        description: t('header.logoutSuccessDesc'),
        variant: 'success',
        topic: SIGN_IN_TOPIC,
      });
      await navigate(to);
    } catch (error) {
      toast({
        title: t('errors.logoutFailed'),
        description: errorText(t, error, t('auth.logout.failed')),
        variant: 'destructive',
        topic: SIGN_IN_TOPIC,
      });
    }
  };
  return { logout: () => void run(), isPending: logout.isPending };
}
