import { Badge, Blockquote, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ApprovalQueueItem } from '@core/api/approval.schema';
import { formatDateTime } from '@core/format/date-time';
import { RelativeTime } from '@web/components/relative-time';
import { EmptyState, ListQuery } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { useApprovals } from '../api/get-approvals';
import { personName } from '../lib/person-name';

/** One waiting batch: who asked and when, how much, where, the first text, when it starts. */
function QueueCard({ item }: { item: ApprovalQueueItem }) {
  const { t, i18n } = useTranslation();
  const { batch } = item;
  const zone = batch.startTimeZone ?? undefined;
  return (
    <Card
      withBorder
      padding="md"
      component="li"
      aria-label={t('batches.label', { total: batch.total })}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={500} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {t('launch.confirm.summary', {
              comments: t('launch.confirm.comments', { count: batch.total }),
              channels: t('launch.summary.accounts', { count: item.channels }),
              videos: t('launch.summary.videos', { count: item.videos }),
            })}
          </Text>
          <Button component={Link} to={`/approvals/${batch.id}`} size="compact-sm">
            {t('approvals.open')}
          </Button>
        </Group>
        <Group gap={6} wrap="wrap">
          <Text size="sm" c="dimmed" span style={{ overflowWrap: 'anywhere' }}>
            {t('approvals.askedBy', { name: personName(t, item.author) })}
          </Text>
          <Text size="sm" c="dimmed" span>
            ·
          </Text>
          <RelativeTime size="sm" c="dimmed" span date={batch.createdAt} />
        </Group>
        {item.firstText && (
          <Blockquote p="xs" fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.firstText}
          </Blockquote>
        )}
        <Group gap="xs" wrap="wrap">
          {item.textCount > 1 && (
            <Badge variant="light" color="gray">
              {t('launch.confirm.moreTexts', { count: item.textCount - 1 })}
            </Badge>
          )}
          <Text size="sm">
            {batch.startAt
              ? `${t('schedule.startsAt', { time: formatDateTime(batch.startAt, i18n.language, zone) })}${zone ? ` (${zone})` : ''}`
              : t('approvals.startsOnApproval')}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** docs/architecture.md §10: the workspace's waiting batches, oldest first. */
export function ApprovalQueue() {
  const { t } = useTranslation();
  const queue = useApprovals();
  const items = queue.data?.items;
  return (
    <ListQuery
      query={{ ...queue, data: items }}
      errorTitle={t('approvals.loadFailed')}
      empty={
        <EmptyState
          icon={<IconInbox size={36} aria-hidden />}
          title={t('approvals.empty')}
          hint={t('approvals.emptyHint')}
        />
      }
    >
      {(list) => (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((item) => (
              <QueueCard key={item.batch.id} item={item} />
            ))}
          </Stack>
          {queue.data && queue.data.count > list.length && (
            <Text size="sm" c="dimmed">
              {t('approvals.moreWaiting', { count: queue.data.count - list.length })}
            </Text>
          )}
        </Stack>
      )}
    </ListQuery>
  );
}
