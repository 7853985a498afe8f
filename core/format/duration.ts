export type DurationUnit = 'second' | 'minute' | 'hour' | 'day';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A wait as one rounded unit ("about 3 hours"), for the interface to put in words: seconds under a
 * minute (never 0: something is still to do), then minutes, hours, days. A count that rounds up
 * to the next unit becomes that unit ("about 60 minutes" reads "about 1 hour").
 */
export function approximateDuration(seconds: number): { unit: DurationUnit; count: number } {
  const s = Math.max(0, seconds);
  if (Math.round(s) < MINUTE) return { unit: 'second', count: Math.max(1, Math.round(s)) };
  if (Math.round(s / MINUTE) < 60) return { unit: 'minute', count: Math.round(s / MINUTE) };
  if (Math.round(s / HOUR) < 24) return { unit: 'hour', count: Math.round(s / HOUR) };
  return { unit: 'day', count: Math.round(s / DAY) };
}
