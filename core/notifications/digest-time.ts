import type { DigestFrequency } from '../api/notifications.schema';
import { instantOf, wallTime } from '../time/zoned-time';

const HOUR = 3_600_000;
/** docs/notifications.md §4: the daily digest goes at 08:00 on the reader's clock. */
export const DAILY_DIGEST_MINUTE = 8 * 60;

/**
 * The latest time a digest was due at or before `now`: the top of the hour, or the last 08:00 in
 * the zone (UTC when the user's zone is unknown). A digest goes when this is later than the last
 * one sent, with what waited since before it: a day's events in one email, not one each.
 */
export function lastDigestSlot(frequency: DigestFrequency, now: number, timeZone: string | null) {
  if (frequency === 'hourly') return Math.floor(now / HOUR) * HOUR;
  const zone = timeZone ?? 'UTC';
  const today = wallTime(zone, now);
  const slot = instantOf(zone, today, DAILY_DIGEST_MINUTE);
  if (slot <= now) return slot;
  const yesterday = wallTime(zone, slot - 12 * HOUR);
  return instantOf(zone, yesterday, DAILY_DIGEST_MINUTE);
}

/** A digest is due when a slot has come since the last one was sent. */
export const digestDue = (
  frequency: DigestFrequency,
  now: number,
  timeZone: string | null,
  lastSentAt: number | null,
) => {
  const slot = lastDigestSlot(frequency, now, timeZone);
  return lastSentAt === null || lastSentAt < slot ? slot : undefined;
};
