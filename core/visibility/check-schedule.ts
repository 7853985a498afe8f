import { nextQuotaReset, quotaDayStart } from '../posting/quota-day';

/**
 * When a posted comment is looked at again as a viewer sees it (#24): after each of a few delays
 * from its posting, then no more. The delays come from `VISIBILITY_CHECK_DELAYS`, written as
 * "10m,1h,24h,7d" (s, m, h or d); tests use seconds.
 */
export const DEFAULT_CHECK_DELAYS = '10m,1h,24h,7d';

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const DELAY = /^(\d+)\s*([smhd])$/;

/**
 * The delays in milliseconds, each later than the one before. Throws a sentence naming the part
 * at fault: configuration is read once, at start, and a mistake stops the server there.
 */
export function parseCheckDelays(text: string): number[] {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!parts.length)
    throw new Error('VISIBILITY_CHECK_DELAYS names no delay (e.g. 10m,1h,24h,7d).');
  const delays = parts.map((part) => {
    const match = DELAY.exec(part);
    if (!match || Number(match[1]) === 0)
      throw new Error(
        `VISIBILITY_CHECK_DELAYS: "${part}" is not a delay (a whole number and s, m, h or d).`,
      );
    return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  });
  delays.forEach((delay, i) => {
    if (i > 0 && delay <= delays[i - 1]!)
      throw new Error(
        `VISIBILITY_CHECK_DELAYS: "${parts[i]}" comes after a longer or equal delay.`,
      );
  });
  return delays;
}

/** The look of index `look` (0 for the first), due at `at`. */
export interface Look {
  look: number;
  at: Date;
}

/**
 * The next look at a comment posted at `postedAt`, from the look of index `from` on; null when
 * every look was made. A look whose time went by unmade (the checker was stopped, or the comment
 * was posted before checks existed) is made now, as the latest of those overdue: a late comment
 * gets one look, not a burst of them.
 */
export function nextLook(
  postedAt: Date,
  from: number,
  now: Date,
  delays: readonly number[],
): Look | null {
  if (from >= delays.length) return null;
  const due = (look: number) => new Date(postedAt.getTime() + delays[look]!);
  let overdue = -1;
  for (let look = from; look < delays.length && due(look) <= now; look++) overdue = look;
  return overdue >= 0 ? { look: overdue, at: now } : { look: from, at: due(from) };
}

/** What a quota day's checks may spend at once, before any of the day has gone by. */
const HEAD_START_MS = 3_600_000;

/**
 * The part of a user's daily ceiling their checks may have spent by `now` (docs/visibility.md):
 * the ceiling spread evenly over the quota day (midnight to midnight Pacific, 23 or 25 hours on
 * the days the clocks change), with an hour's worth to start the day. What a quiet hour leaves
 * unspent stays for later, so checks go out through the day instead of in its first hours.
 */
export function spreadCeiling(unitsPerDay: number, now: Date): number {
  const start = quotaDayStart(now).getTime();
  const length = nextQuotaReset(now).getTime() - start;
  const share = Math.min(1, (now.getTime() - start + HEAD_START_MS) / length);
  return Math.min(unitsPerDay, Math.ceil(unitsPerDay * share));
}
