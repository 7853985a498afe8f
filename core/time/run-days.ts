import type { PlannedRun } from './queue-plan';
import { runEnd } from './queue-plan';
import type { ZoneDay } from './zone-days';

/** The part of a run that falls on one day: its sends `from` (inclusive) to `to` (exclusive). */
export interface RunDay {
  run: PlannedRun;
  day: ZoneDay;
  from: number;
  to: number;
}

/**
 * Cuts runs into the zone's days, arithmetically: sends k = 0 … count-1 go at at + k·every, so a
 * day [d0, d1) holds those with ceil((d0 - at) / every) ≤ k < ceil((d1 - at) / every). With a
 * range, only the days within it (instants [from, until)).
 */
export function cutRunsIntoDays(
  runs: readonly PlannedRun[],
  dayOf: (ms: number) => ZoneDay,
  visit: (part: RunDay) => void,
  range?: { from: number; until: number },
) {
  const sendsBefore = (run: PlannedRun, ms: number) =>
    Math.min(run.count, Math.max(0, Math.ceil((ms - run.at) / run.every)));
  for (const run of runs) {
    let k = range ? sendsBefore(run, range.from) : 0;
    const end = range ? sendsBefore(run, range.until) : run.count;
    if (range && (run.at >= range.until || runEnd(run) < range.from)) continue;
    while (k < end) {
      const day = dayOf(run.at + k * run.every);
      const to = Math.min(end, sendsBefore(run, day.until));
      visit({ run, day, from: k, to });
      k = to;
    }
  }
}
