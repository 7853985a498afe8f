import { Alert, Button, ColorSwatch, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { formatLongDay, formatTime } from '@core/format/date-time';
import { sameMinute } from '@core/time/zoned-time';
import { AppModal } from '@web/components/app-modal';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { useCalendarDay } from '@web/features/batches/api/get-calendar';
import { ChangeStartButton } from '../change-start-button';
import type { CalendarBatch, CalendarDayPlan, ScheduledBatch } from './calendar-cell';

const swatch = (color: string) => `var(--mantine-color-${color}-6)`;

/**
 * docs/schedules.md §4: a day opened: how many comments each channel posts and when, the batches
 * that start on it (their start can be changed here, on a phone too), and the comments themselves
 * in the order they go, 50 at a time.
 */
export default function CalendarDayDialog({
  date,
  timeZone,
  plan,
  starts,
  colors,
  names,
  onMoveStart,
  onClose,
}: {
  date: string;
  timeZone: string;
  plan: CalendarDayPlan | undefined;
  starts: ScheduledBatch[];
  colors: Map<string, string>;
  names: Map<string, string>;
  onMoveStart: (batch: CalendarBatch) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const day = useCalendarDay(date, timeZone);
  const comments = day.data?.pages.flatMap((page) => page.comments) ?? [];
  const total = plan?.total ?? 0;

  return (
    <AppModal opened onClose={onClose} title={formatLongDay(date, language)} size="lg">
      <Stack gap="md">
        {starts.map((batch) => (
          <Group key={batch.id} gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm">
              {t('calendar.startsThisDay', {
                count: batch.total,
                time: formatTime(batch.startAt, language),
              })}
            </Text>
            <ChangeStartButton
              size="compact-sm"
              createdBy={batch.createdBy}
              onClick={() => onMoveStart(batch)}
            />
          </Group>
        ))}
        {total === 0 ? (
          <Text c="dimmed">{t('calendar.dayEmpty')}</Text>
        ) : (
          <Stack gap={4}>
            <Text fw={600}>{t('calendar.dayTotal', { count: total })}</Text>
            {plan!.channels.map((c) => (
              <Group key={c.id} gap={6} wrap="nowrap">
                <ColorSwatch size={10} color={swatch(colors.get(c.id) ?? 'gray')} aria-hidden />
                <Text size="sm">
                  {sameMinute(c.firstAt, c.lastAt)
                    ? t('calendar.channelDayAt', {
                        name: names.get(c.id),
                        count: c.count,
                        time: formatTime(c.firstAt, language),
                      })
                    : t('calendar.channelDay', {
                        name: names.get(c.id),
                        count: c.count,
                        from: formatTime(c.firstAt, language),
                        to: formatTime(c.lastAt, language),
                      })}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        {total > 0 && (
          <Stack gap="xs">
            <Text fw={600}>{t('calendar.dayComments')}</Text>
            {day.isPending ? (
              <Skeleton height={120} />
            ) : day.isError ? (
              <Alert
                color="red"
                icon={<IconAlertCircle size={18} />}
                title={t('calendar.dayFailed')}
              >
                {errorText(t, day.error)}
              </Alert>
            ) : (
              <Stack gap={0} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {comments.map((c) => (
                  <li key={c.id}>
                    <Group gap="sm" wrap="nowrap" align="flex-start" py={6}>
                      <Text size="sm" fw={600} miw={64} style={{ flexShrink: 0 }}>
                        {formatTime(c.at, language)}
                      </Text>
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Group gap={6} wrap="nowrap">
                          <ColorSwatch
                            size={8}
                            color={swatch(colors.get(c.accountId) ?? 'gray')}
                            aria-hidden
                          />
                          <Text size="sm" lineClamp={2}>
                            {t('calendar.commentOn', {
                              name: c.channelName,
                              video: c.videoTitle ?? c.videoId,
                            })}
                          </Text>
                        </Group>
                        <Text size="sm" c="dimmed" lineClamp={3}>
                          {c.content}
                        </Text>
                      </Stack>
                    </Group>
                  </li>
                ))}
              </Stack>
            )}
            {day.hasNextPage && (
              <Button
                variant="default"
                loading={day.isFetchingNextPage}
                onClick={() => void day.fetchNextPage()}
              >
                {t('common.showMore')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </AppModal>
  );
}
