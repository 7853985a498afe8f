/**
 * Wall-clock time in an IANA time zone, pure (Intl only): what a posting window's "Monday 09:00"
 * means as an instant, through daylight-saving changes.
 */

const MINUTE = 60_000;

/** A wall-clock reading: the date and time a clock in the zone shows. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes since midnight, 0–1439. */
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows the zone by this name (IANA names and their aliases). */
export function isTimeZone(name: string) {
  if (!name || name.length > 64) return false;
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

/** The zone's clock at `ms`, read as if it were UTC (so arithmetic on it is plain). */
function wallAsUtc(timeZone: string, ms: number) {
  const parts = formatterOf(timeZone).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
}

/** How far the zone's clock is ahead of UTC at `ms`, in milliseconds. */
export function offsetAt(timeZone: string, ms: number) {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallAsUtc(timeZone, whole) - whole;
}

export function wallTime(timeZone: string, ms: number): WallTime {
  const wall = new Date(wallAsUtc(timeZone, ms));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    minute: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/** The date the zone's clock shows at `ms`, as YYYY-MM-DD. */
export function wallDate(timeZone: string, ms: number) {
  const { year, month, day } = wallTime(timeZone, ms);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The first instant after `from` and no later than `to` at which the zone's offset differs from
 * its offset at `from` (a daylight-saving change), to the minute; undefined when there is none.
 * Offsets change at whole minutes in every zone in use.
 */
export function offsetChangeBetween(timeZone: string, from: number, to: number) {
  const before = offsetAt(timeZone, from);
  if (offsetAt(timeZone, to) === before) return undefined;
  let low = Math.floor(from / MINUTE);
  let high = Math.ceil(to / MINUTE);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (offsetAt(timeZone, middle * MINUTE) === before) low = middle;
    else high = middle;
  }
  return high * MINUTE;
}

/**
 * The first instant at which the zone's clock shows `minute` on the given date, or later: a time
 * skipped by a change to summer time is reached when the clock jumps past it; a time shown twice
 * (back to winter time) is its first showing.
 */
export function instantOf(
  timeZone: string,
  date: { year: number; month: number; day: number },
  minute: number,
) {
  const wanted = Date.UTC(date.year, date.month - 1, date.day, 0, minute);
  const [early, late] = [
    wanted - offsetAt(timeZone, wanted + 86_400_000),
    wanted - offsetAt(timeZone, wanted - 86_400_000),
  ].sort((a, b) => a - b) as [number, number];
  const shown = [early, late].filter((ms) => wallAsUtc(timeZone, ms) === wanted);
  if (shown.length > 0) return shown[0]!;
  // Skipped: the clock jumped over it, between the two readings. It is reached at the jump.
  return offsetChangeBetween(timeZone, early, late) ?? late;
}

/**
 * Whether two instants fall in the same minute, in every zone (zones differ by whole minutes): a
 * range between them reads "9:00 AM to 9:00 AM", and is one time.
 */
export const sameMinute = (a: string | number, b: string | number) =>
  Math.floor(new Date(a).getTime() / 60_000) === Math.floor(new Date(b).getTime() / 60_000);
