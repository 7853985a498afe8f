import { Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import type { TFunction } from '@web/i18n/translator';
import { useTranslation } from '@web/i18n/use-translation';
import type { Activity } from '@core/api/dashboard.schema';
import { RelativeTime } from '@web/components/relative-time';
import { EmptyState, TitledCard } from '@web/components/section-card';

const text = (details: Activity['details'], key: string) => {
  const value = details?.[key];
  return typeof value === 'string' ? value : '';
};

const count = (details: Activity['details'], key: string) => {
  const value = details?.[key];
  return typeof value === 'number' ? value : 0;
};

/** One line per activity, in the interface language. */
function describe(activity: Activity, t: TFunction) {
  const d = activity.details;
  switch (activity.type) {
    case 'batch_commenting': {
      const counts = {
        success: count(d, 'success'),
        failed: count(d, 'failed'),
        total: count(d, 'total'),
        unconfirmed: count(d, 'unconfirmed'),
      };
      return t(
        counts.unconfirmed ? 'dashboard.activity.batchUnconfirmed' : 'dashboard.activity.batch',
        counts,
      );
    }
    case 'account_connected':
      return t('dashboard.activity.connected', {
        name: text(d, 'channelTitle') || (activity.accountName ?? ''),
      });
    case 'api_credential_added':
      return t('dashboard.activity.credential', {
        name: text(d, 'name'),
      });
    case 'videos_added_manual':
    case 'videos_added_csv':
    case 'comments_added_manual':
    case 'comments_added_csv':
    case 'comment_pending':
    case 'comment_posted':
    case 'comment_failed':
      return t(`dashboard.activity.${activity.type}`, { count: count(d, 'count') || 1 });
  }
}

/** docs/product.md §2 recent activity, newest first, from the activity log. */
export function ActivityList({
  activity,
  loading,
}: {
  activity: Activity[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('dashboard.activity.title')} h="100%">
      {loading ? (
        <Stack gap="xs">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={28} />
          ))}
        </Stack>
      ) : !activity?.length ? (
        <EmptyState
          icon={<IconActivity size={32} stroke={1.5} />}
          title={t('dashboard.activity.empty')}
          hint={t('dashboard.activity.emptyHint')}
        />
      ) : (
        <Stack gap="xs">
          {activity.map((a) => (
            <Group key={a.id} gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <ThemeIcon
                  size={24}
                  radius="xl"
                  variant="light"
                  color={a.type === 'batch_commenting' ? 'green' : 'blue'}
                >
                  <IconActivity size={14} />
                </ThemeIcon>
                {/* Whole, wrapped: a name is short, and the card has room for two lines. */}
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {describe(a, t)}
                </Text>
              </Group>
              <RelativeTime date={a.createdAt} size="xs" c="dimmed" style={{ flexShrink: 0 }} />
            </Group>
          ))}
        </Stack>
      )}
    </TitledCard>
  );
}
