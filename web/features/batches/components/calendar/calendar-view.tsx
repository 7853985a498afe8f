import {
  ActionIcon,
  Alert,
  Button,
  em,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  formatTime,
} from '@core/format/date-time';
import { wallDate } from '@core/time/zoned-time';
import { useNow } from '@web/hooks/use-now';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { browserTimeZone, firstDayOfWeek } from '@web/lib/week';
import { chosenInstant, wallOf } from '@web/components/start-fields';
import { useCalendar } from '@web/features/batches/api/get-calendar';
import { useMoveStart } from '@web/features/batches/api/move-start';
import {
  addDays,
  daysBetween,
  shiftAnchor,
  visibleDates,
  type CalendarMode,
} from '@web/features/batches/lib/calendar-grid';
import { channelColors } from '@web/features/batches/lib/calendar-colors';
import { CalendarBatches } from './calendar-batches';
import type { CalendarBatch, ScheduledBatch } from './calendar-cell';
import { CalendarGrid } from './calendar-grid';

// Dialogs come with their code when asked for (the move dialog brings the date pickers).
const MoveStartDialog = lazy(() => import('../move-start-dialog'));
const CalendarDayDialog = lazy(() => import('./calendar-day-dialog'));

/**
 * docs/schedules.md §4: the calendar of scheduled and running batches, a month or a week at a
 * time, in the viewer's time zone. A phone opens on the week (a month's cells hold only dots
 * there); every day opens its comments with a tap.
 */
export function CalendarView() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const phone = useMediaQuery(`(max-width: ${em(575)})`) ?? false;
  const [chosenMode, setMode] = useState<CalendarMode>();
  const mode = chosenMode ?? (phone ? 'week' : 'month');
  const [timeZone] = useState(browserTimeZone);
  const now = useNow(60_000);
  const today = wallDate(timeZone, now);
  const [anchor, setAnchor] = useState(today);
  const dates = useMemo(
    () => visibleDates(mode, anchor, firstDayOfWeek(language)),
    [mode, anchor, language],
  );
  const calendar = useCalendar({ from: dates[0]!, to: dates.at(-1)! }, timeZone);
  const move = useMoveStart();
  const [openDay, setOpenDay] = useState<string>();
  const [moving, setMoving] = useState<CalendarBatch>();

  const data = calendar.data;
  const names = useMemo(() => new Map(data?.channels.map((c) => [c.id, c.name])), [data]);
  const colors = useMemo(() => channelColors(data?.channels ?? []), [data]);
  const days = useMemo(() => new Map(data?.days.map((d) => [d.date, d])), [data]);
  const starts = useMemo(() => {
    const byDate = new Map<string, ScheduledBatch[]>();
    for (const batch of data?.batches ?? []) {
      if (batch.status !== 'scheduled' || !batch.startAt) continue;
      const date = wallDate(timeZone, Date.parse(batch.startAt));
      byDate.set(date, [...(byDate.get(date) ?? []), { ...batch, startAt: batch.startAt }]);
    }
    return byDate;
  }, [data, timeZone]);

  /** The same time of day in the start's own zone, that many days later or earlier. */
  const moveToDate = async (batch: CalendarBatch, toDate: string) => {
    if (!batch.startAt) return;
    const shift = daysBetween(wallDate(timeZone, Date.parse(batch.startAt)), toDate);
    if (shift === 0) return;
    const zone = batch.startTimeZone ?? timeZone;
    const wall = wallOf(zone, Date.parse(batch.startAt));
    const at = chosenInstant(zone, addDays(wall.date, shift), wall.time);
    try {
      await move.mutateAsync({ id: batch.id, startAt: at.toISOString(), timeZone: zone });
      toast({
        title: t('calendar.moved', { time: formatDateTime(at, language, zone) }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('schedule.moveFailed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    }
  };

  const title =
    mode === 'month'
      ? formatMonth(anchor, language)
      : t('calendar.weekRange', {
          from: formatDay(dates[0]!, language),
          to: formatDate(`${dates[6]!}T12:00:00Z`, language, 'UTC'),
        });
  const step = (direction: -1 | 1) => setAnchor(shiftAnchor(mode, anchor, direction));
  const heading = (
    <Title order={3} aria-live="polite">
      {title}
    </Title>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(mode === 'month' ? 'calendar.previousMonth' : 'calendar.previousWeek')}
            onClick={() => step(-1)}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" onClick={() => setAnchor(today)}>
            {t('calendar.today')}
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(mode === 'month' ? 'calendar.nextMonth' : 'calendar.nextWeek')}
            onClick={() => step(1)}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
          {!phone && heading}
        </Group>
        <SegmentedControl
          aria-label={t('calendar.view')}
          value={mode}
          onChange={setMode}
          data={[
            { value: 'month', label: t('calendar.month') },
            { value: 'week', label: t('calendar.week') },
          ]}
        />
      </Group>
      {/* A phone has no room beside the buttons: the month or week has a line of its own. */}
      {phone && heading}
      {calendar.isPending ? (
        <Skeleton height={480} />
      ) : calendar.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('calendar.loadFailed')}>
          {errorText(t, calendar.error)}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('calendar.zone', {
              zone: timeZone,
              time: formatTime(calendar.data.plannedAt, language),
            })}
          </Text>
          <CalendarGrid
            mode={mode}
            phone={phone}
            dates={dates}
            month={anchor.slice(0, 7)}
            today={today}
            days={days}
            starts={starts}
            colors={colors}
            names={names}
            onOpenDay={setOpenDay}
            onOpenStart={setMoving}
            onMoveStart={(batch, date) => void moveToDate(batch, date)}
          />
          <CalendarBatches calendar={calendar.data} names={names} onMoveStart={setMoving} />
        </>
      )}
      <Suspense fallback={null}>
        {openDay && (
          <CalendarDayDialog
            date={openDay}
            timeZone={timeZone}
            plan={days.get(openDay)}
            starts={starts.get(openDay) ?? []}
            colors={colors}
            names={names}
            onMoveStart={(batch) => {
              setOpenDay(undefined);
              setMoving(batch);
            }}
            onClose={() => setOpenDay(undefined)}
          />
        )}
        {moving?.startAt && <MoveStartDialog batch={moving} onClose={() => setMoving(undefined)} />}
      </Suspense>
    </Stack>
  );
}
