import { Anchor, Button, Card, CloseButton, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconReport } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { Link } from 'react-router';
import type { Batch } from '@core/api/batches.schema';
import { formatDateTime } from '@core/format/date-time';
import { useBatch } from '../api/get-batch';
import { reportLink, summaryCounts } from '../lib/batch-summary';
import { dismissFinished } from '../lib/finished-store';

const COLOR: Partial<Record<keyof Batch['counts'], string>> = {
  posted: 'green',
  manual: 'teal',
  failed: 'red',
  unconfirmed: 'orange',
};

/**
 * docs/visibility.md: how many of its posted comments others see, as the looks found them (a day
 * after posting, once that look was made); until the first look, what "posted" does not mean.
 */
function SeenByOthers({ batch }: { batch: Batch }) {
  const { t } = useTranslation();
  const seen = batch.visibility;
  if (!seen?.looked)
    return (
      <Text size="xs" c="dimmed">
        {t('batches.summary.postedNote')}
      </Text>
    );
  const text = seen.day
    ? t('batches.summary.visibleAfterDay', { visible: seen.day.visible, count: seen.day.looked })
    : t('batches.summary.visibleSoFar', { visible: seen.visible, count: seen.looked });
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c={seen.notVisible ? 'orange' : 'green'}>
        {text}
      </Text>
      {seen.notVisible > 0 && (
        <Anchor component={Link} size="xs" to={`${reportLink(batch.id)}&visibility=notVisible`}>
          {t('batches.summary.showNotVisible', { count: seen.notVisible })}
        </Anchor>
      )}
    </Group>
  );
}

/**
 * Where a batch's progress was, once it has ended: what happened, what to look at, and the way to
 * its report. It stays until the user closes it, or until a batch ends after it (finished-store).
 */
export function FinishedBatch({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const batch = useBatch(id);
  // Gone (or another user's, from this browser's memory): nothing to summarise.
  const missing = batch.isError;
  useEffect(() => {
    if (missing) dismissFinished(id);
  }, [missing, id]);
  if (!batch.data) return null;

  const { data } = batch;
  const count = (status: keyof Batch['counts']) => data.counts[status] ?? 0;
  const cancelled = data.status === 'cancelled';
  const trouble = count('failed') + count('unconfirmed') > 0;
  const title = t(cancelled ? 'batches.summary.cancelledTitle' : 'batches.summary.title', {
    count: data.total,
  });
  // A cancelled batch did not succeed: it wears no check, whatever it posted before it stopped.
  const [color, Icon] = cancelled
    ? (['gray', IconCircleX] as const)
    : trouble
      ? (['orange', IconAlertTriangle] as const)
      : (['green', IconCircleCheck] as const);

  return (
    <Card withBorder padding="md" role="region" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color={color} radius="xl">
              <Icon size={16} />
            </ThemeIcon>
            <div>
              <Text fw={500}>{title}</Text>
              {data.finishedAt && (
                <Text size="xs" c="dimmed">
                  {formatDateTime(data.finishedAt, i18n.language)}
                </Text>
              )}
            </div>
          </Group>
          <CloseButton
            aria-label={t('batches.summary.dismiss')}
            onClick={() => dismissFinished(id)}
          />
        </Group>
        <Group gap="md" role="list" aria-label={t('batches.summary.countsLabel')}>
          {summaryCounts(data).map(({ status, count: n }) => (
            <Text key={status} size="sm" role="listitem" c={n ? COLOR[status] : 'dimmed'}>
              {t('batches.summary.count', { status: t(`comments.status.${status}`), count: n })}
            </Text>
          ))}
        </Group>
        {count('failed') > 0 && (
          <Text size="xs" c="dimmed">
            {t('batches.summary.failedHint')}
          </Text>
        )}
        {count('unconfirmed') > 0 && (
          <Text size="xs" c="dimmed">
            {t('batches.finishedUnconfirmedHint')}
          </Text>
        )}
        {count('posted') > 0 && <SeenByOthers batch={data} />}
        <Group>
          <Button
            component={Link}
            to={reportLink(id)}
            size="xs"
            variant="light"
            leftSection={<IconReport size={14} />}
          >
            {t('batches.summary.openReport')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
