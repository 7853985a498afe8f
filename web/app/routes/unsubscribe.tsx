import { Alert, Anchor, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PendingButton } from '@web/components/pending-button';
import { PublicCard } from '@web/features/auth/components/public-card';
import { unsubscribe } from '@web/features/notifications/api/notifications';
import { useTranslation } from '@web/i18n/use-translation';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';

/**
 * docs/notifications.md §4: the digest's unsubscribe link opens here. Nothing changes until the
 * button is pressed: a mail scanner that follows links must not unsubscribe anyone.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });
  return (
    <PublicCard title={t('unsubscribe.title')}>
      {stop.isSuccess ? (
        <Alert color="green">{t('unsubscribe.done')}</Alert>
      ) : (
        <>
          <Text size="sm">{t('unsubscribe.intro')}</Text>
          {stop.isError && (
            <Alert color="red" role="alert">
              {stop.error instanceof ApiError && stop.error.code === 'TOKEN_INVALID'
                ? t('unsubscribe.invalid')
                : errorText(t, stop.error)}
            </Alert>
          )}
          <PendingButton
            disabled={stop.isError}
            pending={stop.isPending}
            pendingLabel={t('common.loading')}
            onClick={() => stop.mutate()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('unsubscribe.submit')}
          </PendingButton>
        </>
      )}
      <Anchor component={Link} to="/account#notifications" size="sm">
        {t('notifications.settingsLink')}
      </Anchor>
    </PublicCard>
  );
}
