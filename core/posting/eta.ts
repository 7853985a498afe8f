import { commentsThatFit, nextQuotaReset } from './quota-day';

const DAY_SECONDS = 86_400;

/** Seconds until a channel may post again; 0 when it may now or was never paced. */
export function waitSeconds(nextPostAt: Date | string | null | undefined, now: Date) {
  const at = nextPostAt instanceof Date ? nextPostAt.getTime() : Date.parse(nextPostAt ?? '');
  return Math.max(0, (at - now.getTime()) / 1000 || 0);
}

/** One channel's comments still to post, and how long until it may post the next. */
export interface ChannelLoad {
  n: number;
  credentialKey: string;
  waitSeconds: number;
}

/**
 * Seconds until the last comment, given pacing per channel, the daily cap and the quota.
 * `queuedElsewhere`: comments waiting on other channels of a credential, which spend its quota too.
 */
export function estimateSeconds(
  perAccount: ChannelLoad[],
  options: {
    pacingSeconds: number;
    dailyCapPerChannel: number;
    quotaLeft: Map<string, number>;
    /** Each credential's daily units: its own (`limits`) or else the server's (`limit`). */
    limit: number;
    limits?: ReadonlyMap<string, number>;
    now: Date;
    queuedElsewhere?: Map<string, number>;
  },
) {
  const untilReset = (nextQuotaReset(options.now).getTime() - options.now.getTime()) / 1000;
  let eta = 0;
  for (const { n, waitSeconds } of perAccount) {
    if (n <= 0) continue;
    let seconds = waitSeconds + (n - 1) * options.pacingSeconds;
    // The daily cap spreads a channel's comments over days.
    if (n > options.dailyCapPerChannel)
      seconds = Math.max(
        seconds,
        untilReset + (Math.ceil(n / options.dailyCapPerChannel) - 2) * DAY_SECONDS,
      );
    eta = Math.max(eta, seconds);
  }
  const perCredential = new Map<string, number>();
  for (const { n, credentialKey: key } of perAccount) {
    const before = perCredential.get(key) ?? options.queuedElsewhere?.get(key) ?? 0;
    perCredential.set(key, before + n);
  }
  for (const [key, n] of perCredential) {
    const limit = options.limits?.get(key) ?? options.limit;
    const fits = commentsThatFit(options.quotaLeft.get(key) ?? limit);
    if (n > fits) {
      const perDay = commentsThatFit(limit);
      eta = Math.max(eta, untilReset + (Math.ceil((n - fits) / perDay) - 1) * DAY_SECONDS);
    }
  }
  return Math.round(eta);
}
