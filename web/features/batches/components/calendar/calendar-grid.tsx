import {
  DndContext,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { formatLongDay } from '@core/format/date-time';
import { useTranslation } from '@web/i18n/use-translation';
import { dayName, weekOrder } from '@web/lib/week';
import type { CalendarMode } from '@web/features/batches/lib/calendar-grid';
import {
  CalendarCell,
  type CalendarBatch,
  type CalendarDayPlan,
  type ScheduledBatch,
} from './calendar-cell';
import classes from './calendar.module.css';

export interface GridProps {
  mode: CalendarMode;
  phone: boolean;
  dates: string[];
  /** The month shown (YYYY-MM), in a month's grid. */
  month: string;
  today: string;
  days: Map<string, CalendarDayPlan>;
  /** Scheduled batches by the date of their start. */
  starts: Map<string, ScheduledBatch[]>;
  colors: Map<string, string>;
  names: Map<string, string>;
  onOpenDay: (date: string) => void;
  onOpenStart: (batch: CalendarBatch) => void;
  /** A start dragged from one day onto another. */
  onMoveStart: (batch: CalendarBatch, toDate: string) => void;
}

/**
 * docs/schedules.md §4: the days in a grid (a week on a phone: one row a day). A scheduled
 * batch's start is dragged with a mouse, or with a finger held a moment; the same start pressed
 * opens the form that moves it by keyboard.
 */
export function CalendarGrid(props: GridProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { mode, phone, dates } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
  );

  const dayOf = (id: unknown) => formatLongDay(String(id), language);
  const announcements: Announcements = {
    onDragStart: () => t('calendar.drag.picked'),
    onDragOver: ({ over }) => (over ? t('calendar.drag.over', { date: dayOf(over.id) }) : ''),
    onDragEnd: ({ over }) =>
      over ? t('calendar.drag.dropped', { date: dayOf(over.id) }) : t('calendar.drag.cancelled'),
    onDragCancel: () => t('calendar.drag.cancelled'),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const batch = active.data.current?.batch as CalendarBatch | undefined;
    if (batch && over) props.onMoveStart(batch, String(over.id));
  };

  const size = mode === 'week' ? (phone ? 'row' : 'week') : phone ? 'dots' : 'month';
  const layout =
    size === 'row'
      ? classes.list
      : [
          classes.grid,
          size === 'week' ? classes.week : '',
          size === 'dots' ? classes.phoneMonth : '',
        ].join(' ');

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('calendar.drag.instructions') },
      }}
    >
      {size !== 'row' && (
        <div className={classes.weekdays} aria-hidden>
          {weekOrder(language).map((day) => (
            <span key={day}>{dayName(day, language, 'short')}</span>
          ))}
        </div>
      )}
      <div className={layout}>
        {dates.map((date) => (
          <CalendarCell
            key={date}
            date={date}
            plan={props.days.get(date)}
            starts={props.starts.get(date) ?? []}
            size={size}
            isToday={date === props.today}
            isPast={date < props.today}
            outside={mode === 'month' && date.slice(0, 7) !== props.month}
            colors={props.colors}
            names={props.names}
            onOpenDay={props.onOpenDay}
            onOpenStart={props.onOpenStart}
          />
        ))}
      </div>
    </DndContext>
  );
}
