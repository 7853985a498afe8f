import { Alert, Badge, Blockquote, Group, List, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { formatNumber } from '@core/format/number';
import type { BatchPreview } from '@core/api/batches.schema';
import { approximateDuration } from '@core/format/duration';
import { sameMinute } from '@core/time/zoned-time';

/** "about 3 hours", in the interface language. */
export function useDuration() {
  const { t } = useTranslation();
  return (seconds: number) => {
    const { unit, count } = approximateDuration(seconds);
    if (unit === 'second') return t('launch.confirm.seconds', { count });
    if (unit === 'minute') return t('launch.confirm.minutes', { count });
    if (unit === 'hour') return t('launch.confirm.hours', { count });
    return t('launch.confirm.days', { count });
  };
}

/**
 * docs/responsible-use.md §1, what the user agrees to: how many comments, from which channels, on
 * how many videos, each text with how often it goes, the quota against what is left once the
 * comments already queued are posted, the time (after those), and the warnings.
 */
export function PreviewDetails({
  preview,
  scheduled = false,
}: {
  preview: BatchPreview;
  /** Asked to start later: its time counts from then. */
  scheduled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const queuedUnits = preview.quota.reduce((sum, q) => sum + q.queued, 0);
  const warn = (text: string, color = 'orange') => (
    <Alert color={color} icon={<IconAlertTriangle size={18} />}>
      {text}
    </Alert>
  );
  return (
    <>
      <Text fw={500}>
        {t('launch.confirm.summary', {
          comments: t('launch.confirm.comments', { count: preview.total }),
          channels: t('launch.summary.accounts', { count: preview.channels.length }),
          videos: t('launch.summary.videos', { count: preview.videos }),
        })}
      </Text>
      <List size="sm" spacing={2}>
        {preview.channels.map((c) => (
          <List.Item key={c.id}>
            {t('launch.confirm.channel', { name: c.name, count: c.comments })}
          </List.Item>
        ))}
      </List>
      <Text size="sm" fw={500}>
        {t('launch.confirm.texts')}
      </Text>
      {preview.texts.map((text) => (
        <Group key={text.content} gap="xs" wrap="nowrap" align="flex-start">
          <Badge variant="light" mt={6} style={{ flexShrink: 0 }}>
            {t('launch.confirm.frequency', { count: text.frequency })}
          </Badge>
          <Blockquote p="xs" fz="sm" style={{ whiteSpace: 'pre-wrap', flex: 1, minWidth: 0 }}>
            {text.content}
          </Blockquote>
        </Group>
      ))}
      {preview.textCount > preview.texts.length && (
        <Text size="sm" c="dimmed">
          {t('launch.confirm.moreTexts', { count: preview.textCount - preview.texts.length })}
        </Text>
      )}
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('launch.confirm.credential')}</Table.Th>
            <Table.Th ta="right">{t('launch.confirm.cost')}</Table.Th>
            <Table.Th ta="right">{t('launch.confirm.left')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.quota.map((q) => (
            <Table.Tr key={q.credential}>
              <Table.Td>{q.credential}</Table.Td>
              <Table.Td ta="right" c={q.cost > q.left ? 'red' : undefined}>
                {formatNumber(q.cost, i18n.language)}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(q.left, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {queuedUnits > 0 && (
        <Text size="sm" c="dimmed">
          {t('launch.confirm.leftQueued', { units: queuedUnits })}
        </Text>
      )}
      <Text size="sm">
        {/* Counted from a later start or its first window (not from now): said so. */}
        {t(
          scheduled || !sameMinute(preview.plan.beginsAt, preview.plan.startAt)
            ? 'launch.confirm.etaOnceStarted'
            : 'launch.confirm.eta',
          { pacing: preview.pacingSeconds, duration: duration(preview.etaSeconds) },
        )}
      </Text>
      {preview.running.comments > 0 && (
        <Text size="sm" c="dimmed">
          {t('launch.confirm.etaQueued', { count: preview.running.comments })}
        </Text>
      )}
      {preview.warnings.repeatsPerVideo > 0 &&
        warn(t('launch.confirm.repeats', { count: preview.warnings.repeatsPerVideo }))}
      {preview.warnings.widelyUsedTexts.length > 0 &&
        warn(t('launch.confirm.spread', { videos: preview.videos }))}
      {preview.warnings.quotaShort && warn(t('launch.confirm.quotaShort'))}
      {preview.warnings.pausedAll && warn(t('launch.confirm.pausedAll'), 'red')}
      {preview.warnings.hiddenChannels.length > 0 &&
        warn(
          t('launch.confirm.hiddenChannels', {
            count: preview.warnings.hiddenChannels.length,
            names: preview.warnings.hiddenChannels.join(t('common.listSeparator')),
          }),
          'red',
        )}
    </>
  );
}
