import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Quota } from '../../../../core/api/batches.schema';
import type { Dashboard } from '../../../../core/api/dashboard.schema';

/** Comments posted and failed per day over 14 days. */
export function DailyChart({ data }: { data: Dashboard | undefined }) {
  const { t, i18n } = useTranslation();
  const rows = (data?.daily ?? []).map((d) => ({
    day: new Date(`${d.day}T12:00:00Z`).toLocaleDateString(i18n.language, {
      month: 'numeric',
      day: 'numeric',
    }),
    [t('dashboard.chart.posted')]: d.posted,
    [t('dashboard.chart.failed')]: d.failed,
  }));
  return (
    <Card withBorder padding="lg" h="100%">
      <Title order={3} mb="sm">
        {t('dashboard.chart.title')}
      </Title>
      {data ? (
        <BarChart
          h={220}
          data={rows}
          dataKey="day"
          type="stacked"
          series={[
            { name: t('dashboard.chart.posted'), color: 'green.6' },
            { name: t('dashboard.chart.failed'), color: 'red.6' },
          ]}
          withLegend
          tickLine="y"
        />
      ) : (
        <Skeleton height={220} />
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
                  used: c.used.toLocaleString(),
                  limit: c.limit.toLocaleString(),
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
