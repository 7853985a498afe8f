import { commentsThatFit, INSERT_COST, nextQuotaReset, quotaDay } from '../posting/quota-day';
import { closingAfter, nextOpening, type CompiledWindows } from './posting-windows';

/**
 * The engine's rules played forward (docs/schedules.md §3), pure: each channel posts its queue
 * in order, one comment per pacing interval, only inside its windows, at most its daily cap per
 * quota day; a credential's comments stop for the day when its quota is spent; days end at
 * midnight Pacific, as Google's quota does. The answer is runs (sends a pacing interval apart),
 * not one time per comment: a day's count is then arithmetic, whatever the number of comments.
 */

/** Comments of one batch in a channel's queue. */
export interface QueueSegment {
  /** What they belong to (a batch's id). */
  key: string;
  count: number;
  /** Not posted before this (a scheduled batch's start). */
  notBefore?: number;
}

export interface QueuedChannel {
  id: string;
  /** The ledger key of the channel's credential: channels of one credential share its quota. */
  credentialKey: string;
  /** Its comments in the order the engine claims them. */
  segments: readonly QueueSegment[];
  /** Not before this (its pacing since the last send). */
  readyAt?: number;
  /** Sends already made this quota day (the daily cap counts them). */
  sentToday?: number;
  /** Undefined: always open. */
  windows?: CompiledWindows;
}

/** Sends of one channel for one segment, `every` ms apart. */
export interface PlannedRun {
  channelId: string;
  segment: string;
  /** The first send. */
  at: number;
  every: number;
  count: number;
  /** How many of the segment's comments go before this run. */
  firstIndex: number;
}

export interface QueueOptions {
  startAt: number;
  pacingSeconds: number;
  dailyCap: number;
  /** Units each credential has left today (missing: the whole limit). */
  quotaLeft: ReadonlyMap<string, number>;
  /** Comments queued elsewhere on a credential (not planned here): they take its quota first. */
  quotaTakenFirst?: ReadonlyMap<string, number>;
  /** Each credential's daily units: its own (`quotaLimits`) or else the server's (`quotaLimit`). */
  quotaLimit: number;
  quotaLimits?: ReadonlyMap<string, number>;
  /** The present: which quota day `quotaLeft` belongs to (default: the start). */
  now?: number;
  /** Give up planning this far after the start (a plan that long is a warning anyway). */
  horizonDays?: number;
}

export interface QueuePlan {
  runs: PlannedRun[];
  /** Comments per channel not planned within the horizon (or ever: windows that never open). */
  left: Map<string, number>;
}

const DAY_MS = 86_400_000;
export const PLAN_HORIZON_DAYS = 366;

interface Runner {
  channel: QueuedChannel;
  index: number;
  segment: number;
  /** Comments of the current segment already planned. */
  done: number;
  at: number;
  /** The open window containing `at` ends here. */
  openUntil: number;
  quotaDayEnd: number;
  /** The quota day `at` is in (asked of the clock once a day, not per comment). */
  quotaDayName: string;
  sentThisDay: number;
  run: PlannedRun | null;
}

const sooner = (a: Runner, b: Runner) => a.at < b.at || (a.at === b.at && a.index < b.index);

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
      if (sooner(items[parent]!, items[i]!)) break;
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
        if (l < items.length && sooner(items[l]!, items[least]!)) least = l;
        if (r < items.length && sooner(items[r]!, items[least]!)) least = r;
        if (least === i) break;
        [items[least], items[i]] = [items[i]!, items[least]!];
        i = least;
      }
    }
    return top;
  }
}

/** The runner's current segment with comments left, skipping finished ones; undefined: done. */
function currentSegment(runner: Runner) {
  const { segments } = runner.channel;
  while (runner.segment < segments.length && runner.done >= segments[runner.segment]!.count) {
    runner.segment += 1;
    runner.done = 0;
  }
  return segments[runner.segment];
}

export function planQueues(channels: readonly QueuedChannel[], options: QueueOptions): QueuePlan {
  const every = Math.max(1, options.pacingSeconds) * 1000;
  const horizon = options.startAt + (options.horizonDays ?? PLAN_HORIZON_DAYS) * DAY_MS;
  // Units per credential per quota day: today's as the ledger has them (less what comments
  // queued elsewhere will take first), any later day's whole.
  const spent = new Map<string, number>();
  const today = quotaDay(new Date(options.now ?? options.startAt));
  const limitOf = (key: string) => options.quotaLimits?.get(key) ?? options.quotaLimit;
  const unitsFor = (key: string, day: string) => {
    const id = `${key} ${day}`;
    let used = spent.get(id);
    if (used === undefined) {
      used =
        day !== today
          ? 0
          : limitOf(key) -
            (options.quotaLeft.get(key) ?? limitOf(key)) +
            (options.quotaTakenFirst?.get(key) ?? 0) * INSERT_COST;
      spent.set(id, used);
    }
    return { id, used };
  };
  const runs: PlannedRun[] = [];
  const queue = new Queue();
  const runners: Runner[] = channels.map((channel, index) => ({
    channel,
    index,
    segment: 0,
    done: 0,
    at: Math.max(options.startAt, channel.readyAt ?? options.startAt),
    openUntil: -Infinity,
    quotaDayEnd: -Infinity,
    quotaDayName: '',
    sentThisDay: channel.sentToday ?? 0,
    run: null,
  }));
  for (const runner of runners) if (currentSegment(runner)) queue.push(runner);

  while (queue.size > 0) {
    const runner = queue.pop();
    const { channel } = runner;
    if (runner.at > horizon) continue;
    const segment = currentSegment(runner)!;
    // A scheduled batch's comments wait for its start.
    if (segment.notBefore !== undefined && runner.at < segment.notBefore) {
      runner.at = segment.notBefore;
      queue.push(runner);
      continue;
    }
    // Outside its window: wait for the next opening.
    if (channel.windows && runner.at >= runner.openUntil) {
      const opening = nextOpening(channel.windows, runner.at);
      if (opening === undefined) continue;
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
    const units = unitsFor(channel.credentialKey, runner.quotaDayName);
    if (
      runner.sentThisDay >= options.dailyCap ||
      commentsThatFit(limitOf(channel.credentialKey) - units.used) < 1
    ) {
      runner.at = runner.quotaDayEnd;
      queue.push(runner);
      continue;
    }
    // It goes now: the same run when a pacing interval after the last send of the segment.
    spent.set(units.id, units.used + INSERT_COST);
    runner.sentThisDay += 1;
    const run = runner.run;
    if (run && run.segment === segment.key && run.at + run.count * run.every === runner.at) {
      run.count += 1;
    } else {
      runner.run = {
        channelId: channel.id,
        segment: segment.key,
        at: runner.at,
        every,
        count: 1,
        firstIndex: runner.done,
      };
      runs.push(runner.run);
    }
    runner.done += 1;
    runner.at += every;
    if (currentSegment(runner)) queue.push(runner);
  }

  const left = new Map<string, number>();
  for (const runner of runners) {
    let n = 0;
    const { segments } = runner.channel;
    for (let i = runner.segment; i < segments.length; i++) n += segments[i]!.count;
    left.set(runner.channel.id, n - runner.done);
  }
  return { runs, left };
}

/** When a run's last send goes. */
export const runEnd = (run: Pick<PlannedRun, 'at' | 'every' | 'count'>) =>
  run.at + (run.count - 1) * run.every;
