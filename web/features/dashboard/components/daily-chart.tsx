import { Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { TitledCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { formatDateTime } from '@core/format/date-time';
import type { Quota } from '@core/api/batches.schema';
import type { Dashboard } from '@core/api/dashboard.schema';

// Asked for only once the numbers have arrived, so they never wait for the chart library.
const DailyBarChart = lazy(() => import('./daily-bar-chart'));
const SeenByOthersCard = lazy(() => import('./seen-by-others'));

/** docs/visibility.md: the last 14 days' comments as others saw them (seen-by-others.tsx). */
export function SeenByOthers({ data }: { data: Dashboard | undefined }) {
  const { t } = useTranslation();
  const placeholder = (
    <TitledCard title={t('dashboard.seen.title')}>
      <Skeleton height={120} />
    </TitledCard>
  );
  return data ? (
    <Suspense fallback={placeholder}>
      <SeenByOthersCard data={data} />
    </Suspense>
  ) : (
    placeholder
  );
}

/** Comments posted and failed per day over 14 days. */
export function DailyChart({ data }: { data: Dashboard | undefined }) {
  const { t } = useTranslation();
  // The chart's own height: nothing moves when it replaces the placeholder.
  const placeholder = <Skeleton height={220} />;
  return (
    <TitledCard title={t('dashboard.chart.title')} h="100%">
      {data ? (
        <Suspense fallback={placeholder}>
          <DailyBarChart daily={data.daily} />
        </Suspense>
      ) : (
        placeholder
      )}
    </TitledCard>
  );
}

/**
 * Quota used per credential today, against the day's limit, and the searches of the day (a bucket
 * of their own, docs/platform.md §2). A count keeps its words on its line ("4 of 10,000 units"):
 * the name and the count wrap apart, never inside the count.
 */
export function QuotaCard({ quota }: { quota: Quota | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <TitledCard title={t('dashboard.quota.title')} h="100%">
      {!quota ? (
        <Skeleton height={80} />
      ) : !quota.credentials.length ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.quota.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {quota.credentials.map((c) => {
            const searches = c.buckets.find((bucket) => bucket.name === 'search');
            return (
              <div key={c.id} data-testid="quota-credential">
                <Group justify="space-between" gap={4} wrap="wrap">
                  <Text size="sm" fw={500} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {c.name}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {t('dashboard.quota.used', { used: c.used, limit: c.limit })}
                  </Text>
                </Group>
                <Progress
                  value={(c.used / c.limit) * 100}
                  color={c.left < 50 ? 'red' : 'blue'}
                  aria-label={c.name}
                />
                {searches && (
                  <Text
                    size="xs"
                    c={searches.left === 0 ? 'red' : 'dimmed'}
                    mt={4}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {t('dashboard.quota.searches', { used: searches.used, limit: searches.limit })}
                  </Text>
                )}
              </div>
            );
          })}
          <Text size="xs" c="dimmed">
            {t('dashboard.quota.reset', {
              time: formatDateTime(quota.nextReset, i18n.language),
            })}
          </Text>
        </Stack>
      )}
    </TitledCard>
  );
}
