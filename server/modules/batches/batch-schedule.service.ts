import type { BatchPlan } from '@core/api/posting-windows.schema';
import { credentialKey, quotaDayStart } from '@core/posting/quota-day';
import { scheduleBatch } from '@core/time/batch-schedule';
import { channelWindows } from '@core/time/posting-windows';
import type { Executor } from '@server/db/transaction';
import type { ResolvedPlan } from './batch-plan';
import { sentSincePerAccount } from './running.repository';

const DAY_MS = 86_400_000;
/** docs/schedules.md §3: a plan longer than this is worth a second look. */
const LONG_PLAN_DAYS = 30;
/** A channel that posts nothing this long after the start is named. */
const IDLE_DAYS = 7;

/**
 * docs/schedules.md §3: when each channel of the plan starts and ends, and how many comments go
 * each day (the user's dates), from the start, the windows, pacing, the daily cap and each
 * credential's quota, after what is queued before it.
 */
export async function planSchedule(
  db: Executor,
  plan: ResolvedPlan,
  context: {
    startAt: Date;
    timeZone: string;
    now: Date;
    perChannel: number;
    aheadOf: ReadonlyMap<string, number>;
    settings: { pacingSeconds: number; dailyCapPerChannel: number };
    quotaLeft: ReadonlyMap<string, number>;
    queuedElsewhere: ReadonlyMap<string, number>;
    quotaLimit: number;
    quotaLimits: ReadonlyMap<string, number>;
  },
): Promise<BatchPlan> {
  const { startAt, now } = context;
  const sentToday = await sentSincePerAccount(db, plan.accountIds, quotaDayStart(now));
  const channels = plan.channels.map((c) => ({
    id: c.id,
    name: c.channelTitle ?? c.email,
    credentialKey: credentialKey(c.credentialId),
    count: context.perChannel,
    ahead: context.aheadOf.get(c.id) ?? 0,
    readyAt: c.nextPostAt?.getTime(),
    sentToday: sentToday.get(c.id) ?? 0,
    windows: channelWindows(c),
  }));
  const schedule = scheduleBatch(channels, {
    startAt: startAt.getTime(),
    now: now.getTime(),
    pacingSeconds: context.settings.pacingSeconds,
    dailyCap: context.settings.dailyCapPerChannel,
    quotaLeft: context.quotaLeft,
    quotaTakenFirst: context.queuedElsewhere,
    quotaLimit: context.quotaLimit,
    quotaLimits: context.quotaLimits,
    timeZone: context.timeZone,
  });
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    startAt: startAt.toISOString(),
    beginsAt: new Date(schedule.beginsAt).toISOString(),
    timeZone: context.timeZone,
    finishAt: iso(schedule.finishAt),
    channels: schedule.channels.map((c) => ({
      id: c.id,
      startAt: iso(c.startAt),
      finishAt: iso(c.finishAt),
    })),
    days: schedule.days,
    warnings: {
      // Its windows, the comments queued ahead of it or its quota hold it: said, not found later.
      idleFirstWeek: schedule.channels
        .filter((c) => c.startAt === null || c.startAt - startAt.getTime() >= IDLE_DAYS * DAY_MS)
        .map((c) => channels.find((channel) => channel.id === c.id)!.name),
      longerThan30Days:
        schedule.finishAt === null ||
        schedule.finishAt - startAt.getTime() > LONG_PLAN_DAYS * DAY_MS,
    },
  };
}
