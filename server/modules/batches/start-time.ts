import { isTimeZone } from '@core/time/zoned-time';
import { AppError } from '@server/http/app-error';

/** An IANA zone the runtime knows, else a 400 naming it; absent: UTC. */
export function knownZone(name: string | undefined) {
  if (!name) return 'UTC';
  if (!isTimeZone(name)) {
    throw new AppError(400, 'UNKNOWN_TIME_ZONE', `"${name}" is not a time zone we know.`, name);
  }
  return name;
}

/**
 * docs/schedules.md §1: a batch starts at once, or at a time still to come (a past one is
 * refused: it would start at once without the user having said so).
 */
export function startOf(body: { startAt?: string; timeZone?: string }, now: Date) {
  const timeZone = knownZone(body.timeZone);
  if (!body.startAt) return { startAt: undefined, timeZone };
  const startAt = new Date(body.startAt);
  if (startAt.getTime() <= now.getTime()) {
    throw new AppError(
      400,
      'START_IN_PAST',
      'That start time has already passed: choose a time still to come.',
    );
  }
  return { startAt, timeZone };
}
