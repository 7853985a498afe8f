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

/**
 * When the next look is due, after `checksDone` looks at a comment posted at `postedAt`; null
 * when every look was made. A look that failed (network, quota) is not counted as done: the same
 * one is due again.
 */
export function nextCheckAt(postedAt: Date, checksDone: number, delays: readonly number[]) {
  const delay = delays[checksDone];
  return delay === undefined ? null : new Date(postedAt.getTime() + delay);
}
