import { Switch } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import type { Credential } from '@core/api/credentials.schema';
import { useCan } from '@web/hooks/use-can';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useSetTesting } from '../api/update-credential';

/**
 * docs/visibility.md: Google does not always say that an app is in Testing (its connections end
 * after 7 days); the user can. The Channels page then counts the days for its channels.
 */
export function TestingSwitch({ credential }: { credential: Credential }) {
  const { t } = useTranslation();
  const setTesting = useSetTesting();
  // Shown, not hidden, to a role that may not change it: it says how the credential's app stands.
  const canWrite = useCan('channels.write');
  return (
    <Switch
      size="xs"
      checked={credential.testing}
      disabled={!canWrite || setTesting.isPending}
      label={t('credentials.testing.label')}
      description={t('credentials.testing.desc')}
      maw={260}
      onChange={(event) => {
        const testing = event.currentTarget.checked;
        setTesting.mutate(
          { id: credential.id, testing },
          {
            onError: (error) =>
              toast({
                title: t('common.error'),
                description: errorText(t, error),
                variant: 'destructive',
              }),
          },
        );
      }}
    />
  );
}
