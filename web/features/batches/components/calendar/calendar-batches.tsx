import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Calendar } from '@core/api/calendar.schema';
import { formatDateTime } from '@core/format/date-time';
import { sameMinute } from '@core/time/zoned-time';
import { SectionCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { STATUS_COLOR } from '@web/features/batches/lib/calendar-colors';
import { ChangeStartButton } from '../change-start-button';
import type { CalendarBatch } from './calendar-cell';

/**
 * Under the grid: every unfinished batch with its plan in words (when it starts, when its first
 * and last comments go), its "Change start" for the keyboard and the phone, and what of it is not
 * on the calendar, and why.
 */
export function CalendarBatches({
  calendar,
  names,
  onMoveStart,
}: {
  calendar: Calendar;
  names: Map<string, string>;
  onMoveStart: (batch: CalendarBatch) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const when = (at: string) => formatDateTime(at, language);

  if (calendar.batches.length === 0) {
    return (
      <Card withBorder padding="lg">
        <Stack gap="sm" align="flex-start">
          <Text>{t('calendar.empty')}</Text>
          <Button
            component={Link}
            to="/launch"
            variant="light"
            leftSection={<IconRocket size={16} />}
          >
            {t('calendar.goToLaunch')}
          </Button>
        </Stack>
      </Card>
    );
  }

  return (
    <SectionCard title={t('calendar.batches')}>
      <Stack gap="md">
        {calendar.batches.map((batch) => {
          const held = calendar.unplanned.filter((u) => u.batchId === batch.id);
          return (
            <Stack key={batch.id} gap={4}>
              <Group gap="xs" wrap="wrap">
                <Badge color={STATUS_COLOR[batch.status] ?? 'blue'} variant="light">
                  {t(`batches.status.${batch.status}`)}
                </Badge>
                <Text size="sm" fw={600}>
                  {t('calendar.left', { left: batch.left, count: batch.total })}
                </Text>
                {batch.status === 'scheduled' && batch.startAt && (
                  <ChangeStartButton
                    createdBy={batch.createdBy}
                    onClick={() => onMoveStart(batch)}
                  />
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t('calendar.from', {
                  names: batch.channels
                    .map((id) => names.get(id) ?? '')
                    .join(t('common.listSeparator')),
                })}
              </Text>
              {batch.startAt && batch.status === 'scheduled' && (
                <Text size="sm">{t('schedule.startsAt', { time: when(batch.startAt) })}</Text>
              )}
              {batch.firstAt && batch.lastAt ? (
                <Text size="sm">
                  {sameMinute(batch.firstAt, batch.lastAt)
                    ? t('calendar.spanAt', { time: when(batch.firstAt) })
                    : t('calendar.span', { from: when(batch.firstAt), to: when(batch.lastAt) })}
                </Text>
              ) : (
                held.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('calendar.nothingPlanned')}
                  </Text>
                )
              )}
              {held.map((u) => (
                <Text key={`${u.accountId}-${u.reason}`} size="sm" c="orange.8">
                  {t('calendar.unplanned', {
                    name: u.accountId ? (names.get(u.accountId) ?? '') : '',
                    count: u.count,
                    reason: t(`calendar.reason.${u.reason}`),
                  })}
                </Text>
              ))}
            </Stack>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
