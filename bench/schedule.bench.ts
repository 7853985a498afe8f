import { performance } from 'node:perf_hooks';
import { nextQuotaReset } from '@core/posting/quota-day';
import { scheduleBatch, type ScheduledChannel } from '@core/time/batch-schedule';
import { compileWindows, isOpenAt, type CompiledWindows } from '@core/time/posting-windows';

const CHANNELS = 20;
const PER_CHANNEL = 5000;
const PACING_MS = 60_000;
const RUNS = 10;

/** Weekdays 09:00–17:00 in London: 480 comments a channel a day at one a minute. */
const WINDOWS = compileWindows({
  timeZone: 'Europe/London',
  slots: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '17:00' })),
});

const channels = (): ScheduledChannel[] =>
  Array.from({ length: CHANNELS }, (_, i) => ({
    id: `channel-${i}`,
    credentialKey: `credential-${i % 5}`,
    count: PER_CHANNEL,
    windows: WINDOWS,
  }));

const START = Date.parse('2026-03-16T00:00:00Z');
const OPTIONS = {
  startAt: START,
  pacingSeconds: PACING_MS / 1000,
  dailyCap: 1000,
  quotaLeft: new Map<string, number>(),
  quotaLimit: 1_000_000,
  timeZone: 'Europe/London',
};

/**
 * The naive plan: every comment asks the zone's clock whether its window is open, minute by
 * minute until it is (no open span remembered, no heap).
 */
function naivePlan(windows: CompiledWindows) {
  const perDay = new Map<string, number>();
  let last = START;
  for (let c = 0; c < CHANNELS; c++) {
    let at = START;
    let day = nextQuotaReset(new Date(at)).getTime();
    let today = 0;
    for (let n = 0; n < PER_CHANNEL; n++) {
      for (;;) {
        if (at >= day) {
          day = nextQuotaReset(new Date(at)).getTime();
          today = 0;
        }
        if (today < OPTIONS.dailyCap && isOpenAt(windows, at)) break;
        at += 60_000;
      }
      today += 1;
      const key = `${new Date(at).toISOString().slice(0, 10)} ${c}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
      last = Math.max(last, at);
      at += PACING_MS;
    }
  }
  return { finishAt: last, days: perDay.size };
}

function timed<T>(run: () => T) {
  const times: number[] = [];
  let result!: T;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    result = run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { result, p50: pick(0.5), p95: pick(0.95) };
}

/** docs/schedules.md §3: planning 100,000 comments over windows (goal: under 1 s). */
export async function scheduleBenchmark() {
  const plan = timed(() => scheduleBatch(channels(), OPTIONS));
  const naive = timed(() => naivePlan(WINDOWS));
  const f = (ms: number) => `${ms.toFixed(0)} ms`;
  const days = new Set(plan.result.days.map((d) => d.date)).size;
  return [
    '## Schedules: the plan of a batch (docs/schedules.md §3)',
    '',
    `${CHANNELS} channels × ${PER_CHANNEL.toLocaleString('en')} comments = ${(CHANNELS * PER_CHANNEL).toLocaleString('en')}, ` +
      `one a minute, weekdays 09:00–17:00 Europe/London, starting 16 March 2026 (across the change ` +
      `to summer time on 29 March): ${days} days, ending ${new Date(plan.result.finishAt!).toISOString()}. ` +
      `${RUNS} runs each.`,
    '',
    '| approach | p50 | p95 |',
    '| --- | --- | --- |',
    `| \`scheduleBatch\`: open spans remembered, one heap of channels | ${f(plan.p50)} | ${f(plan.p95)} |`,
    `| naive: the zone's clock asked for every minute of every comment | ${f(naive.p50)} | ${f(naive.p95)} |`,
    '',
    `Both end at the same time: ${new Date(naive.result.finishAt).toISOString() === new Date(plan.result.finishAt!).toISOString() ? 'yes' : 'no'}.`,
  ].join('\n');
}
