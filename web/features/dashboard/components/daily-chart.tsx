import { Card, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Quota } from '../../../../core/api/batches.schema';
import type { Dashboard } from '../../../../core/api/dashboard.schema';

// Asked for only once the numbers have arrived, so they never wait for the chart library.
const DailyBarChart = lazy(() => import('./daily-bar-chart'));

/** Comments posted and failed per day over 14 days. */
export function DailyChart({ data }: { data: Dashboard | undefined }) {
  const { t } = useTranslation();
  // The chart's own height: nothing moves when it replaces the placeholder.
  const placeholder = <Skeleton height={220} />;
  return (
    <Card withBorder padding="lg" h="100%">
      <Title order={3} mb="sm">
        {t('dashboard.chart.title')}
      </Title>
      {data ? (
        <Suspense fallback={placeholder}>
          <DailyBarChart daily={data.daily} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Card>
  );
}

/** Quota used per credential today, against the day's limit. */
export function QuotaCard({ quota }: { quota: Quota | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="lg" h="100%">
      <Title order={3} mb="sm">
        {t('dashboard.quota.title')}
      </Title>
      {!quota ? (
        <Skeleton height={80} />
      ) : !quota.credentials.length ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.quota.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {quota.credentials.map((c) => (
            <div key={c.id}>
              <Text size="sm">
                {c.name}:{' '}
                {t('dashboard.quota.used', {
                  used: c.used,
                  limit: c.limit,
                })}
              </Text>
              <Progress
                value={(c.used / c.limit) * 100}
                color={c.left < 50 ? 'red' : 'blue'}
                aria-label={c.name}
              />
            </div>
          ))}
          <Text size="xs" c="dimmed">
            {t('dashboard.quota.reset', {
              time: new Date(quota.nextReset).toLocaleString(i18n.language),
            })}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
