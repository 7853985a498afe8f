import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';

/** Runs a row action and says how it went; `after` closes whatever asked first. */
export function useRowAction(after?: () => void) {
  const { t } = useTranslation();
  return async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done, variant: 'success' });
    } catch (error) {
      toast({
        title: t('launch.reports.actionFailed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    } finally {
      after?.();
    }
  };
}
