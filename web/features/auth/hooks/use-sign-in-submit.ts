import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';

interface Messages {
  success: string;
  successDesc: string;
  failed: string;
  failedFallback: string;
}

/** Login and registration end alike: a toast, then `/` on success; a toast with the reason otherwise. */
export function useSignInSubmit<T>(send: (body: T) => Promise<unknown>, messages: Messages) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async (body: T) => {
    try {
      await send(body);
      toast({ title: messages.success, description: messages.successDesc, variant: 'success' });
      await navigate('/');
    } catch (error) {
      toast({
        title: messages.failed,
        description: errorText(t, error, messages.failedFallback),
        variant: 'destructive',
      });
    }
  };
}
