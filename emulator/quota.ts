/** YouTube Data API v3 costs in quota units (docs/platform.md §1). */
export const QUOTA_COST = {
  'videos.list': 1,
  'channels.list': 1,
  'commentThreads.list': 1,
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
  private used = new Map<string, number>();

  constructor(public dailyLimit = DEFAULT_DAILY_QUOTA) {}

  /** Charges `cost` to the project; false when it would go over the day's limit (nothing charged). */
  charge(project: string, cost: number, now: Date) {
    const key = `${project}|${quotaDay(now)}`;
    const used = this.used.get(key) ?? 0;
    if (used + cost > this.dailyLimit) return false;
    this.used.set(key, used + cost);
    return true;
  }

  usage(now: Date) {
    const day = quotaDay(now);
    return [...this.used.entries()]
      .filter(([key]) => key.endsWith(`|${day}`))
      .map(([key, used]) => ({
        project: key.slice(0, -day.length - 1),
        used,
        limit: this.dailyLimit,
      }));
  }
}
