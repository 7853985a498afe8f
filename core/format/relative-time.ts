export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * docs/product.md §5 relative time, as a unit and a whole count ago: 'just now' (unit `second`, 0)
 * under 60 s, then minutes, hours, days; weeks under 4, months under 12, then years.
 */
export function relativeTime(
  then: Date,
  now: Date = new Date(),
): { unit: RelativeUnit; value: number } {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return { unit: 'second', value: 0 };
  if (elapsed < HOUR) return { unit: 'minute', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hour', value: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return { unit: 'day', value: days };
  if (days < 28) return { unit: 'week', value: Math.floor(days / 7) };
  const months = Math.floor(days / 30);
  if (months < 12) return { unit: 'month', value: Math.max(1, months) };
  return { unit: 'year', value: Math.max(1, Math.floor(days / 365)) };
}

/** Whole days until `then`, counting a part day as one ("ends in 1 day"); 0 or less once past. */
export function daysUntil(then: Date, now: Date = new Date()) {
  return Math.ceil((then.getTime() - now.getTime()) / DAY);
}
