import { nextOpening } from './posting-windows';
import { planQueues, runEnd, type QueueOptions, type QueuedChannel } from './queue-plan';
import { cutRunsIntoDays } from './run-days';
import { zoneDays } from './zone-days';

/**
 * When each comment of one batch will go (docs/schedules.md §3): its channels' queues played
 * forward (queue-plan.ts), with what other batches post first on the same channels ahead of it.
 */

export interface ScheduledChannel extends Omit<QueuedChannel, 'segments'> {
  /** This batch's comments for the channel. */
  count: number;
  /** Comments of other batches the channel posts first. */
  ahead?: number;
}

export interface ScheduleOptions extends QueueOptions {
  /** The zone whose dates name the plan's days (the user's). */
  timeZone: string;
}

export interface ChannelSchedule {
  id: string;
  /** When its first comment of this batch goes; null: not within the horizon. */
  startAt: number | null;
  finishAt: number | null;
}

export interface ScheduleResult {
  /**
   * When the first of its channels may post: the start, or later when every channel's windows
   * are closed then. How long the batch takes counts from here, not from the wait before it.
   */
  beginsAt: number;
  channels: ChannelSchedule[];
  /** Comments per day (the user's dates) per channel, by date then channel. */
  days: { date: string; channelId: string; count: number }[];
  /** When the last comment goes; null when some are not planned within the horizon. */
  finishAt: number | null;
}

const AHEAD = 'ahead';
const THIS_BATCH = 'batch';

/**
 * The first instant from `startAt` at which one of the channels is inside its windows (a channel
 * without windows: `startAt`); `startAt` when none of them ever opens.
 */
export function firstOpening(
  channels: readonly Pick<ScheduledChannel, 'windows'>[],
  startAt: number,
): number {
  const openings = channels.map((c) => (c.windows ? nextOpening(c.windows, startAt) : startAt));
  const known = openings.filter((at): at is number => at !== undefined);
  return known.length ? Math.min(...known) : startAt;
}

export function scheduleBatch(
  channels: readonly ScheduledChannel[],
  options: ScheduleOptions,
): ScheduleResult {
  const queues = channels.map(({ count, ahead = 0, ...channel }) => ({
    ...channel,
    segments: [
      { key: AHEAD, count: ahead },
      { key: THIS_BATCH, count },
    ],
  }));
  const { runs, left } = planQueues(queues, options);
  const ours = runs.filter((run) => run.segment === THIS_BATCH);

  const perDay = new Map<string, number>();
  cutRunsIntoDays(ours, zoneDays(options.timeZone), ({ run, day, from, to }) => {
    const key = `${day.date}\u0000${run.channelId}`;
    perDay.set(key, (perDay.get(key) ?? 0) + to - from);
  });
  const days = [...perDay]
    .map(([key, count]) => {
      const [date, channelId] = key.split('\u0000') as [string, string];
      return { date, channelId, count };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.channelId.localeCompare(b.channelId));

  const spans = new Map<string, { first: number; last: number }>();
  for (const run of ours) {
    const span = spans.get(run.channelId);
    if (span) span.last = runEnd(run);
    else spans.set(run.channelId, { first: run.at, last: runEnd(run) });
  }
  const unfinished = [...left.values()].some((n) => n > 0);
  const schedules = channels.map((c) => {
    const span = spans.get(c.id);
    return {
      id: c.id,
      startAt: span?.first ?? null,
      finishAt: (left.get(c.id) ?? 0) > 0 ? null : (span?.last ?? null),
    };
  });
  const finishAt = unfinished
    ? null
    : Math.max(options.startAt, ...schedules.map((c) => c.finishAt ?? -Infinity));
  return { beginsAt: firstOpening(channels, options.startAt), channels: schedules, days, finishAt };
}
