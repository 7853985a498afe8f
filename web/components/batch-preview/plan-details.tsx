import { Alert, List, ScrollArea, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { BatchPreview } from '@core/api/batches.schema';
import { formatDateTime, formatDay } from '@core/format/date-time';
import { formatNumber } from '@core/format/number';
import { sameMinute } from '@core/time/zoned-time';
import { useTranslation } from '@web/i18n/use-translation';

/**
 * docs/schedules.md §3: when the batch starts and ends, each channel's first and last comment,
 * and how many comments go each day from each channel, before anything is created.
 */
export function PlanDetails({
  preview,
  scheduled,
}: {
  preview: BatchPreview;
  /** Starts at a chosen time, not now. */
  scheduled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { plan } = preview;
  const names = new Map(preview.channels.map((c) => [c.id, c.name]));
  const dates = [...new Set(plan.days.map((d) => d.date))];
  const time = (at: string) => formatDateTime(at, language, plan.timeZone);
  // Its channels' windows may all be closed at the start: it begins when the first one opens.
  const waitsForWindows = !sameMinute(plan.beginsAt, plan.startAt);
  const begins = waitsForWindows ? plan.beginsAt : scheduled ? plan.startAt : null;
  // A last comment in the minute the start names adds the same time again.
  const endsAsItBegins = !!begins && !!plan.finishAt && sameMinute(begins, plan.finishAt);
  return (
    <>
      <Text size="sm">
        {waitsForWindows
          ? t('plan.startsInWindow', { time: time(plan.beginsAt) })
          : scheduled
            ? t('plan.starts', { time: time(plan.startAt) })
            : t('plan.startsNow')}
        {!endsAsItBegins && (
          <>
            {' · '}
            {plan.finishAt ? t('plan.finishes', { time: time(plan.finishAt) }) : t('plan.noFinish')}
          </>
        )}
      </Text>
      {dates.length > 1 && (
        <Text size="sm" c="dimmed">
          {t('plan.spansDays', { count: dates.length })}
        </Text>
      )}
      {(dates.length > 1 || preview.channels.length > 1) && (
        <List size="sm" spacing={2}>
          {plan.channels.map((c) => (
            <List.Item key={c.id}>
              {c.startAt && c.finishAt && sameMinute(c.startAt, c.finishAt)
                ? t('plan.channelAt', { name: names.get(c.id) ?? c.id, time: time(c.startAt) })
                : t('plan.channel', {
                    name: names.get(c.id) ?? c.id,
                    from: c.startAt ? time(c.startAt) : '—',
                    to: c.finishAt ? time(c.finishAt) : t('plan.noFinishShort'),
                  })}
            </List.Item>
          ))}
        </List>
      )}
      <ScrollArea.Autosize mah={240} type="auto">
        <Table withTableBorder aria-label={t('plan.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('plan.day')}</Table.Th>
              <Table.Th>{t('plan.channelColumn')}</Table.Th>
              <Table.Th ta="right">{t('plan.comments')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.days.map((d, i) => (
              <Table.Tr key={`${d.date} ${d.channelId}`}>
                <Table.Td>
                  {plan.days[i - 1]?.date === d.date ? '' : formatDay(d.date, language)}
                </Table.Td>
                <Table.Td>{names.get(d.channelId) ?? d.channelId}</Table.Td>
                <Table.Td ta="right">{formatNumber(d.count, language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {plan.warnings.idleFirstWeek.length > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
          {t('plan.idleFirstWeek', {
            count: plan.warnings.idleFirstWeek.length,
            names: plan.warnings.idleFirstWeek.join(t('common.listSeparator')),
          })}
        </Alert>
      )}
      {plan.warnings.longerThan30Days && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
          {t('plan.longerThan30Days')}
        </Alert>
      )}
    </>
  );
}
