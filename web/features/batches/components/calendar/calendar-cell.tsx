import { ColorSwatch, Text, UnstyledButton } from '@mantine/core';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { Calendar } from '@core/api/calendar.schema';
import { formatDay, formatLongDay, formatTime } from '@core/format/date-time';
import { formatNumber } from '@core/format/number';
import { sameMinute } from '@core/time/zoned-time';
import { useTranslation } from '@web/i18n/use-translation';
import { useCan } from '@web/hooks/use-can';
import { useBatchPermission } from '@web/hooks/use-batch-permission';
import classes from './calendar.module.css';

export type CalendarBatch = Calendar['batches'][number];
export type CalendarDayPlan = Calendar['days'][number];
export type ScheduledBatch = CalendarBatch & { startAt: string };

/**
 * How much a cell has room for: a phone's month shows dots; a month, three channels; a week's
 * column or a phone's row, every channel with its hours.
 */
export type CellSize = 'dots' | 'month' | 'week' | 'row';

const swatch = (color: string) => `var(--mantine-color-${color}-6)`;

/**
 * A scheduled batch's start on its day: dragged to another day (the same time there), or pressed
 * (a click, Enter or Space) for the form that changes its date and time. Only said, neither
 * dragged nor pressed, where the role may not move it (an editor, another's batch).
 */
export function StartChip({
  batch,
  onOpen,
}: {
  batch: ScheduledBatch;
  onOpen: (batch: CalendarBatch) => void;
}) {
  const { t, i18n } = useTranslation();
  const movable = useCan(useBatchPermission(batch.createdBy));
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: batch.id,
    data: { batch },
    disabled: !movable,
  });
  const time = formatTime(batch.startAt, i18n.language);
  const label = t('calendar.startChip', { time, count: batch.total });
  if (!movable) {
    return (
      <Text component="span" className={classes.chip} data-still>
        <IconPlayerPlay size={11} aria-hidden />
        <span>{label}</span>
      </Text>
    );
  }
  return (
    <UnstyledButton
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className={classes.chip}
      style={{ opacity: isDragging ? 0.4 : 1 }}
      aria-label={t('calendar.startChipLabel', { count: batch.total, time })}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(batch);
      }}
    >
      <IconPlayerPlay size={11} aria-hidden />
      <span>{label}</span>
    </UnstyledButton>
  );
}

/** One day: its number, its planned comments per channel, the batches that start on it. */
export function CalendarCell({
  date,
  plan,
  starts,
  size,
  isToday,
  isPast,
  outside,
  colors,
  names,
  onOpenDay,
  onOpenStart,
}: {
  date: string;
  plan: CalendarDayPlan | undefined;
  starts: ScheduledBatch[];
  size: CellSize;
  isToday: boolean;
  isPast: boolean;
  /** A day of the month before or after the one shown. */
  outside: boolean;
  colors: Map<string, string>;
  names: Map<string, string>;
  onOpenDay: (date: string) => void;
  onOpenStart: (batch: CalendarBatch) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // A start cannot be moved into the past.
  const { setNodeRef, isOver } = useDroppable({ id: date, disabled: isPast });
  const total = plan?.total ?? 0;
  const longDay = formatLongDay(date, language);
  const roomy = size === 'week' || size === 'row';
  const shown = roomy ? (plan?.channels ?? []) : (plan?.channels ?? []).slice(0, 3);
  const label = {
    dots: Number(date.slice(8)),
    month: Number(date.slice(8)),
    week: formatDay(date, language),
    row: longDay,
  }[size];
  const hidden = (plan?.channels.length ?? 0) - shown.length;
  const className = [
    classes.cell,
    outside ? classes.outside : '',
    isOver ? classes.over : '',
    isToday ? classes.today : '',
  ].join(' ');

  return (
    <div ref={setNodeRef} className={className} onClick={() => onOpenDay(date)}>
      <UnstyledButton
        className={classes.head}
        aria-label={
          total
            ? t('calendar.openDay', { date: longDay, count: total })
            : t('calendar.openDayEmpty', { date: longDay })
        }
        aria-current={isToday ? 'date' : undefined}
        onClick={(event) => {
          event.stopPropagation();
          onOpenDay(date);
        }}
      >
        <span
          className={classes.number}
          // Past days dimmed by colour, not by opacity: the dimmed colour keeps 4.5:1 in both schemes.
          style={{ color: isPast && !isToday ? 'var(--mantine-color-dimmed)' : undefined }}
        >
          {label}
        </span>
        {total > 0 && (
          <Text span size="xs" fw={600} c="dimmed">
            {size === 'dots'
              ? formatNumber(total, language)
              : t('calendar.comments', { count: total })}
          </Text>
        )}
      </UnstyledButton>
      {size === 'dots' ? (
        <div className={classes.dots} aria-hidden>
          {starts.map((b) => (
            <ColorSwatch key={b.id} size={8} color={swatch('grape')} />
          ))}
          {shown.map((c) => (
            <ColorSwatch key={c.id} size={8} color={swatch(colors.get(c.id) ?? 'gray')} />
          ))}
        </div>
      ) : (
        <>
          {starts.map((batch) => (
            <StartChip key={batch.id} batch={batch} onOpen={onOpenStart} />
          ))}
          {shown.map((c) => (
            <div key={c.id}>
              <div className={classes.line}>
                <ColorSwatch size={8} color={swatch(colors.get(c.id) ?? 'gray')} aria-hidden />
                <span className={classes.name}>{names.get(c.id)}</span>
                <span>{formatNumber(c.count, language)}</span>
              </div>
              {roomy && (
                <Text size="xs" c="dimmed" pl={12}>
                  {sameMinute(c.firstAt, c.lastAt)
                    ? formatTime(c.firstAt, language)
                    : t('calendar.between', {
                        from: formatTime(c.firstAt, language),
                        to: formatTime(c.lastAt, language),
                      })}
                </Text>
              )}
            </div>
          ))}
          {hidden > 0 && (
            <Text size="xs" c="dimmed">
              {t('calendar.more', { count: hidden })}
            </Text>
          )}
        </>
      )}
    </div>
  );
}
