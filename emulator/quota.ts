import { DEFAULT_BUCKET_LIMITS, type QuotaBucket } from '@core/posting/quota-day';

/**
 * YouTube Data API v3 costs (docs/platform.md §1), each charged to its bucket: since 2026-06-01
 * search.list has a bucket of its own (100 calls a day, 1 unit a call), since 2026-06-03
 * videos.batchGetStats another (10,000 units, 1 a call), and every other call shares `default`.
 */
export const QUOTA_COST = {
  'videos.list': 1,
  'videos.batchGetStats': 1,
  'channels.list': 1,
  'commentThreads.list': 1,
  'comments.list': 1,
  'playlistItems.list': 1,
  'videoCategories.list': 1,
  'search.list': 1,
  'commentThreads.insert': 50,
  'comments.insert': 50,
} as const;
export type QuotaMethod = keyof typeof QUOTA_COST;

const BUCKET_OF: Partial<Record<QuotaMethod, QuotaBucket>> = {
  'search.list': 'search',
  'videos.batchGetStats': 'stats',
};
export const bucketOf = (method: QuotaMethod): QuotaBucket => BUCKET_OF[method] ?? 'default';

const pacificDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Quota resets at midnight Pacific time: the ledger is keyed by the Pacific calendar day. */
export function quotaDay(now: Date) {
  return pacificDate.format(now);
}

/** Each project's day: units by method, which the buckets add up. */
type Day = Map<QuotaMethod, number>;

export class QuotaLedger {
  private used = new Map<string, Day>();
  /** Every project's limit per bucket and day (Google's defaults until a test says otherwise). */
  limits: Record<QuotaBucket, number> = { ...DEFAULT_BUCKET_LIMITS };

  /** The default bucket's limit: what `POST /__emulator/quota {dailyLimit}` sets. */
  get dailyLimit() {
    return this.limits.default;
  }
  set dailyLimit(limit: number) {
    this.limits.default = limit;
  }

  /**
   * Charges a call of `method` to the project's bucket for it; false when it would go over that
   * bucket's limit (and only that bucket's: a spent search bucket refuses searches alone).
   */
  charge(project: string, method: QuotaMethod, now: Date) {
    const key = `${project}|${quotaDay(now)}`;
    const byMethod: Day = this.used.get(key) ?? new Map<QuotaMethod, number>();
    const bucket = bucketOf(method);
    const cost = QUOTA_COST[method];
    if (inBucket(byMethod, bucket) + cost > this.limits[bucket]) return false;
    byMethod.set(method, (byMethod.get(method) ?? 0) + cost);
    this.used.set(key, byMethod);
    return true;
  }

  /**
   * Each project's quota today: `used` and `limit` are the default bucket's (as before there were
   * buckets), `buckets` each bucket's, `byMethod` the units of every method.
   */
  usage(now: Date) {
    const day = quotaDay(now);
    return [...this.used.entries()]
      .filter(([key]) => key.endsWith(`|${day}`))
      .map(([key, byMethod]) => ({
        project: key.slice(0, -day.length - 1),
        used: inBucket(byMethod, 'default'),
        limit: this.limits.default,
        buckets: Object.fromEntries(
          (Object.keys(this.limits) as QuotaBucket[]).map((bucket) => [
            bucket,
            { used: inBucket(byMethod, bucket), limit: this.limits[bucket] },
          ]),
        ) as Record<QuotaBucket, { used: number; limit: number }>,
        byMethod: Object.fromEntries(byMethod),
      }));
  }
}

const inBucket = (byMethod: Day, bucket: QuotaBucket) =>
  [...byMethod.entries()].reduce(
    (sum, [method, units]) => (bucketOf(method) === bucket ? sum + units : sum),
    0,
  );
