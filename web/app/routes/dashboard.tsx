import { Button, Grid, Group, Stack } from '@mantine/core';
import { IconList, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@web/i18n/use-translation';
import { Link } from 'react-router';
import { PageHeader } from '@web/components/page-header';
import { VerifyEmailAlert } from '@web/features/profile/components/verify-alert';
import { useAppConfig } from '@web/features/app-config/api/app-config';
import { ActiveBatches } from '@web/features/batches/components/batch-progress';
import { useActivity } from '@web/features/dashboard/api/get-activity';
import { useDashboard } from '@web/features/dashboard/api/get-dashboard';
import { useQuota } from '@web/features/dashboard/api/get-quota';
import { ActivityList } from '@web/features/dashboard/components/activity-list';
import {
  DailyChart,
  QuotaCard,
  SeenByOthers,
} from '@web/features/dashboard/components/daily-chart';
import { GettingStarted } from '@web/features/dashboard/components/getting-started';
import { StatCards } from '@web/features/dashboard/components/stat-cards';
import { UnconfirmedAlert } from '@web/features/dashboard/components/unconfirmed-alert';
import { queryKeys } from '@web/lib/query-keys';

export default function DashboardPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dashboard = useDashboard();
  const activity = useActivity();
  const quota = useQuota();
  const config = useAppConfig();
  const refreshing = dashboard.isFetching || activity.isFetching || quota.isFetching;

  // docs/product.md §2: Refresh invalidates what the dashboard is built from.
  const refresh = () =>
    Promise.all(
      [
        queryKeys.dashboard,
        queryKeys.activity,
        queryKeys.quota,
        queryKeys.accounts,
        queryKeys.batches,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageHeader
          title={t('pages.dashboard.title')}
          description={t('pages.dashboard.description')}
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={refreshing}
            onClick={() => void refresh()}
          >
            {t('dashboard.refresh')}
          </Button>
          <Button
            component={Link}
            to="/launch"
            variant="light"
            leftSection={<IconList size={16} />}
          >
            {t('dashboard.viewAll')}
          </Button>
        </Group>
      </Group>
      <ActiveBatches />
      <Stack gap="md" mt="xs">
        <VerifyEmailAlert mailEnabled={config.data?.mailEnabled ?? false} />
        <UnconfirmedAlert data={dashboard.data} />
        <StatCards data={dashboard.data} />
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <DailyChart data={dashboard.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <QuotaCard quota={quota.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ActivityList activity={activity.data} loading={activity.isPending} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <SeenByOthers data={dashboard.data} />
              <GettingStarted />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
