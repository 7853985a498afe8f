import { commentsThatFit, INSERT_COST, nextQuotaReset, quotaDay } from '../posting/quota-day';
import { closingAfter, nextOpening, type CompiledWindows } from './posting-windows';
import { instantOf, wallTime } from './zoned-time';

/**
 * When each comment of a batch will go (docs/schedules.md §3), pure: the engine's rules played
 * forward from the start time. A channel posts one comment per pacing interval, only inside its
 * windows, at most its daily cap per quota day; a credential's comments stop for the day when
 * its quota is spent; days end at midnight Pacific, as Google's quota does.
 */

export interface ScheduledChannel {
  id: string;
  /** The ledger key of the channel's credential: channels of one credential share its quota. */
  credentialKey: string;
  /** This batch's comments for the channel. */
  count: number;
  /** Comments of other batches the channel posts first. */
  ahead?: number;
  /** Not before this (its pacing since the last send). */
  readyAt?: number;
  /** Sends already made this quota day (the daily cap counts them). */
  sentToday?: number;
  /** Undefined: always open. */
  windows?: CompiledWindows;
}

export interface ScheduleOptions {
  startAt: number;
  pacingSeconds: number;
  dailyCap: number;
  /** Units each credential has left today (missing: the whole limit). */
  quotaLeft: ReadonlyMap<string, number>;
  /** Comments queued on other channels of a credential: they take its quota first. */
  quotaTakenFirst?: ReadonlyMap<string, number>;
  quotaLimit: number;
  /** The present: which quota day `quotaLeft` belongs to (default: the start). */
  now?: number;
  /** The zone whose dates name the plan's days (the user's). */
  timeZone: string;
  /** Give up planning this far after the start (a plan that long is a warning anyway). */
  horizonDays?: number;
}

export interface ChannelSchedule {
  id: string;
  /** When its first comment of this batch goes; null: not within the horizon. */
  startAt: number | null;
  finishAt: number | null;
}

export interface ScheduleResult {
  channels: ChannelSchedule[];
  /** Comments per day (the user's dates) per channel, by date then channel. */
  days: { date: string; channelId: string; count: number }[];
  /** When the last comment goes; null when some are not planned within the horizon. */
  finishAt: number | null;
}

const DAY_MS = 86_400_000;
export const PLAN_HORIZON_DAYS = 366;

interface Runner {
  channel: ScheduledChannel;
  index: number;
  left: number;
  at: number;
  /** The open window containing `at` ends here (Infinity: none ends). */
  openUntil: number;
  quotaDayEnd: number;
  /** The quota day `at` is in (asked of the clock once a day, not per comment). */
  quotaDayName: string;
  sentThisDay: number;
  first: number | null;
  last: number | null;
}

/** A binary heap of runners by their next time. */
class Queue {
  private items: Runner[] = [];
  get size() {
    return this.items.length;
  }
  push(runner: Runner) {
    const items = this.items;
    items.push(runner);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.before(items[parent]!, items[i]!)) break;
      [items[parent], items[i]] = [items[i]!, items[parent]!];
      i = parent;
    }
  }
  pop() {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let least = i;
        if (l < items.length && this.before(items[l]!, items[least]!)) least = l;
        if (r < items.length && this.before(items[r]!, items[least]!)) least = r;
        if (least === i) break;
        [items[least], items[i]] = [items[i]!, items[least]!];
        i = least;
      }
    }
    return top;
  }
  private before(a: Runner, b: Runner) {
    return a.at < b.at || (a.at === b.at && a.index < b.index);
  }
}

/** Dates of the user's zone, one lookup per day rather than per comment. */
function dayNamer(timeZone: string) {
  let until = -Infinity;
  let from = Infinity;
  let name = '';
  return (ms: number) => {
    if (ms < from || ms >= until) {
      const wall = wallTime(timeZone, ms);
      name = `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
      const next = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + 1));
      const date = {
        year: next.getUTCFullYear(),
        month: next.getUTCMonth() + 1,
        day: next.getUTCDate(),
      };
      from = instantOf(timeZone, { year: wall.year, month: wall.month, day: wall.day }, 0);
      until = instantOf(timeZone, date, 0);
    }
    return name;
  };
}

export function scheduleBatch(
  channels: readonly ScheduledChannel[],
  options: ScheduleOptions,
): ScheduleResult {
  const pacing = Math.max(1, options.pacingSeconds) * 1000;
  const horizon = options.startAt + (options.horizonDays ?? PLAN_HORIZON_DAYS) * DAY_MS;
  const nameDay = dayNamer(options.timeZone);
  // Units per credential per quota day: today's as the ledger has them (less what other channels'
  // queued comments will take first), any later day's whole.
  const spent = new Map<string, number>();
  const today = quotaDay(new Date(options.now ?? options.startAt));
  const unitsFor = (key: string, day: string) => {
    const id = `${key} ${day}`;
    let used = spent.get(id);
    if (used === undefined) {
      used =
        day !== today
          ? 0
          : options.quotaLimit -
            (options.quotaLeft.get(key) ?? options.quotaLimit) +
            (options.quotaTakenFirst?.get(key) ?? 0) * INSERT_COST;
      spent.set(id, used);
    }
    return { id, used };
  };
  const perDay = new Map<string, number>();
  const queue = new Queue();
  const runners: Runner[] = channels.map((channel, index) => ({
    channel,
    index,
    left: channel.count + (channel.ahead ?? 0),
    at: Math.max(options.startAt, channel.readyAt ?? options.startAt),
    openUntil: -Infinity,
    quotaDayEnd: -Infinity,
    quotaDayName: '',
    sentThisDay: channel.sentToday ?? 0,
    first: null,
    last: null,
  }));
  for (const runner of runners) if (runner.left > 0) queue.push(runner);

  let unfinished = false;
  while (queue.size > 0) {
    const runner = queue.pop();
    const { channel } = runner;
    if (runner.at > horizon) {
      unfinished = true;
      continue;
    }
    // Outside its window: wait for the next opening.
    if (channel.windows && runner.at >= runner.openUntil) {
      const opening = nextOpening(channel.windows, runner.at);
      if (opening === undefined) {
        unfinished = true;
        continue;
      }
      runner.at = opening;
      runner.openUntil = closingAfter(channel.windows, opening);
      queue.push(runner);
      continue;
    }
    // A new quota day: the cap counts again.
    if (runner.at >= runner.quotaDayEnd) {
      const first = runner.quotaDayEnd === -Infinity;
      runner.quotaDayEnd = nextQuotaReset(new Date(runner.at)).getTime();
      runner.quotaDayName = quotaDay(new Date(runner.at));
      if (!first) runner.sentThisDay = 0;
    }
    if (runner.sentThisDay >= options.dailyCap) {
      runner.at = runner.quotaDayEnd;
      queue.push(runner);
      continue;
    }
    const units = unitsFor(channel.credentialKey, runner.quotaDayName);
    if (commentsThatFit(options.quotaLimit - units.used) < 1) {
      runner.at = runner.quotaDayEnd;
      queue.push(runner);
      continue;
    }
    // It goes now.
    spent.set(units.id, units.used + INSERT_COST);
    runner.sentThisDay += 1;
    const ahead = channel.ahead ?? 0;
    const position = channel.count + ahead - runner.left;
    runner.left -= 1;
    if (position >= ahead) {
      runner.first ??= runner.at;
      runner.last = runner.at;
      const key = `${nameDay(runner.at)}\u0000${channel.id}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
    runner.at += pacing;
    if (runner.left > 0) queue.push(runner);
  }

  const days = [...perDay]
    .map(([key, count]) => {
      const [date, channelId] = key.split('\u0000') as [string, string];
      return { date, channelId, count };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.channelId.localeCompare(b.channelId));
  let finishAt: number | null = unfinished ? null : options.startAt;
  for (const runner of runners) {
    if (runner.channel.count === 0 || finishAt === null) continue;
    finishAt = runner.left > 0 || runner.last === null ? null : Math.max(finishAt, runner.last);
  }
  return {
    channels: runners.map((r) => ({
      id: r.channel.id,
      startAt: r.first,
      finishAt: r.left > 0 ? null : r.last,
    })),
    days,
    finishAt,
  };
}
