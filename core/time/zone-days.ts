import { instantOf, wallTime } from './zoned-time';

/** A date of a time zone and the instants it lasts: [from, until). */
export interface ZoneDay {
  /** YYYY-MM-DD. */
  date: string;
  from: number;
  until: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day after a date, as the calendar counts (no zone involved). */
export function nextDate(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** When a date of the zone begins (its midnight, or the first instant after a skipped one). */
export function dayStart(timeZone: string, date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return instantOf(timeZone, { year, month, day }, 0);
}

/**
 * The zone's days, each looked up once: a plan asks which day thousands of sends fall on, and
 * most fall on days already seen (a day is 23, 24 or 25 hours long, so the zone must be asked).
 */
export function zoneDays(timeZone: string) {
  /** Known days by their start, kept sorted. */
  const days: ZoneDay[] = [];

  const find = (ms: number) => {
    let low = 0;
    let high = days.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const day = days[middle]!;
      if (ms < day.from) high = middle - 1;
      else if (ms >= day.until) low = middle + 1;
      else return { day, at: middle };
    }
    return { day: undefined, at: low };
  };

  return (ms: number): ZoneDay => {
    const found = find(ms);
    if (found.day) return found.day;
    const wall = wallTime(timeZone, ms);
    const date = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
    const day = {
      date,
      from: dayStart(timeZone, date),
      until: dayStart(timeZone, nextDate(date)),
    };
    days.splice(found.at, 0, day);
    return day;
  };
}
