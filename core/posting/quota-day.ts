/**
 * The arithmetic of a credential's daily Google quota (docs/platform.md §2), pure: what a call
 * costs, which day it is charged to, when that day ends, and what is left. The ledger that holds
 * the units (server/quota-ledger/) and the time estimates (eta.ts) both count with these.
 */

/**
 * Since 2026-06-01 a Cloud project's quota is kept in buckets: search.list has one of its own
 * (100 calls a day, 1 unit a call), videos.batchGetStats another (2026-06-03: 10,000 units a day,
 * 1 a call), and every other method we call shares `default` (10,000 units).
 */
export const QUOTA_BUCKETS = ['default', 'search', 'stats'] as const;
export type QuotaBucket = (typeof QUOTA_BUCKETS)[number];
/** Google's default limit of each bucket a day; a project with more says so in configuration. */
export const DEFAULT_BUCKET_LIMITS: Readonly<Record<QuotaBucket, number>> = {
  default: 10_000,
  search: 100,
  stats: 10_000,
};
/** A search.list call: 1 of the search bucket. */
export const SEARCH_COST = 1;
/** A videos.batchGetStats call (up to 50 ids): 1 of the stats bucket. */
export const STATS_COST = 1;

/** A comment costs 50 of a credential's daily units (10,000 by default). */
export const INSERT_COST = 50;
/** A list call (videos, channels, comment threads, playlist items) costs 1 unit... */
export const READ_COST = 1;
/** ...for up to 50 ids at once. */
export const IDS_PER_READ = 50;

/** Units a read of `ids` costs: one call per 50 ids. */
export const readUnits = (ids: number) => Math.ceil(ids / IDS_PER_READ) * READ_COST;

/** The ledger key of a credential: its id, or `server` for the server-level one. */
export const credentialKey = (credentialId: string | null) => credentialId ?? 'server';

/** Units left of the day's quota; never below zero (a quota Google called spent stands at the limit). */
export const quotaLeft = (limit: number, used: number) => Math.max(0, limit - used);

/** How many comments `units` of quota pay for. */
export const commentsThatFit = (units: number) => Math.floor(units / INSERT_COST);

const PACIFIC = 'America/Los_Angeles';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PACIFIC,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const hourFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The quota day (YYYY-MM-DD): the platform resets quota at midnight Pacific time. */
export function quotaDay(now: Date): string {
  return dayFormat.format(now);
}

/** The instant the quota day after `now` begins: the next midnight in Pacific time. */
export function nextQuotaReset(now: Date): Date {
  const [year, month, day] = quotaDay(now).split('-').map(Number) as [number, number, number];
  // Midnight Pacific is 07:00 or 08:00 UTC, by daylight saving time: the one that reads 00:00.
  for (const utcHour of [7, 8]) {
    const candidate = new Date(Date.UTC(year, month - 1, day + 1, utcHour));
    if (hourFormat.format(candidate) === '00:00') return candidate;
  }
  throw new Error('no Pacific midnight found');
}

/** The instant the current quota day began. */
export function quotaDayStart(now: Date): Date {
  const next = nextQuotaReset(now);
  return nextQuotaReset(new Date(next.getTime() - 26 * 3600_000));
}
