/** YouTube Data API v3 costs in quota units (docs/platform.md §1). */
export const QUOTA_COST = {
  'videos.list': 1,
  'channels.list': 1,
  'commentThreads.list': 1,
  'comments.list': 1,
  'playlistItems.list': 1,
  'videoCategories.list': 1,
  'search.list': 100,
  'commentThreads.insert': 50,
} as const;
export type QuotaMethod = keyof typeof QUOTA_COST;

export const DEFAULT_DAILY_QUOTA = 10_000;

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

export class QuotaLedger {
  private used = new Map<string, Map<QuotaMethod, number>>();

  constructor(public dailyLimit = DEFAULT_DAILY_QUOTA) {}

  /** Charges a call of `method` to the project; false when it would go over the day's limit. */
  charge(project: string, method: QuotaMethod, now: Date) {
    const key = `${project}|${quotaDay(now)}`;
    const byMethod = this.used.get(key) ?? new Map<QuotaMethod, number>();
    const cost = QUOTA_COST[method];
    if (total(byMethod) + cost > this.dailyLimit) return false;
    byMethod.set(method, (byMethod.get(method) ?? 0) + cost);
    this.used.set(key, byMethod);
    return true;
  }

  /** Each project's units today, in all and by method. */
  usage(now: Date) {
    const day = quotaDay(now);
    return [...this.used.entries()]
      .filter(([key]) => key.endsWith(`|${day}`))
      .map(([key, byMethod]) => ({
        project: key.slice(0, -day.length - 1),
        used: total(byMethod),
        limit: this.dailyLimit,
        byMethod: Object.fromEntries(byMethod),
      }));
  }
}

const total = (byMethod: Map<QuotaMethod, number>) =>
  [...byMethod.values()].reduce((sum, units) => sum + units, 0);
