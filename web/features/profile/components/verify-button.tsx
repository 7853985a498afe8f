import { PendingButton } from '@web/components/pending-button';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useSendVerification } from '../api/profile';

/** Sends the confirmation link (again): on the account page and the dashboard's banner. */
export function VerifyButton() {
  const { t } = useTranslation();
  const send = useSendVerification();
  const onClick = async () => {
    try {
      await send.mutateAsync();
      toast({ title: t('account.email.sent'), variant: 'success' });
    } catch (error) {
      toast({
        title: t('account.email.sendFailed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    }
  };
  return (
    <PendingButton
      size="xs"
      variant="light"
      pending={send.isPending}
      pendingLabel={t('account.email.sending')}
      onClick={() => void onClick()}
    >
      {t('account.email.send')}
    </PendingButton>
  );
}
