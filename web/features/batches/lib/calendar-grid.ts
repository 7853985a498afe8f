import { nextDate } from '@core/time/zone-days';

/**
 * The days a calendar shows (docs/schedules.md §4), as YYYY-MM-DD dates: plain calendar
 * arithmetic, no time zone (the server names the days in the viewer's zone).
 */

export type CalendarMode = 'month' | 'week';

const asUtc = (date: string) => new Date(`${date}T12:00:00Z`);
const dateOf = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, n: number) {
  const d = asUtc(date);
  d.setUTCDate(d.getUTCDate() + n);
  return dateOf(d);
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: string) => asUtc(date).getUTCDay();

export function startOfWeek(date: string, firstDay: number) {
  return addDays(date, -((weekdayOf(date) - firstDay + 7) % 7));
}

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/**
 * The dates on screen: a week from its first day, or a month's weeks in full (four to six rows),
 * the days of the months around it included.
 */
export function visibleDates(mode: CalendarMode, anchor: string, firstDay: number) {
  if (mode === 'week') {
    const start = startOfWeek(anchor, firstDay);
    return Array.from({ length: 7 }, (_, i) => addDays(start, i));
  }
  const first = firstOfMonth(anchor);
  const dates = [startOfWeek(first, firstDay)];
  // Whole weeks until the month has ended.
  for (;;) {
    const next = nextDate(dates.at(-1)!);
    if (dates.length % 7 === 0 && next.slice(0, 7) !== first.slice(0, 7) && next > first) break;
    dates.push(next);
  }
  return dates;
}

/** The anchor a step back (-1) or forward (1) shows: the month or week before or after. */
export function shiftAnchor(mode: CalendarMode, anchor: string, step: -1 | 1) {
  if (mode === 'week') return addDays(anchor, 7 * step);
  const d = asUtc(firstOfMonth(anchor));
  d.setUTCMonth(d.getUTCMonth() + step);
  return dateOf(d);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string) =>
  Math.round((asUtc(to).getTime() - asUtc(from).getTime()) / 86_400_000);
