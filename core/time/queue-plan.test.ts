import { describe, expect, it } from 'vitest';
import { compileWindows } from './posting-windows';
import { planQueues, type QueueOptions } from './queue-plan';
import { cutRunsIntoDays } from './run-days';
import { zoneDays } from './zone-days';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Monday 16 March 2026, 00:00 UTC (London is on GMT until 29 March).
const MONDAY = Date.parse('2026-03-16T00:00:00Z');
const OPTIONS: QueueOptions = {
  startAt: MONDAY,
  pacingSeconds: 600,
  dailyCap: 1000,
  quotaLeft: new Map(),
  quotaLimit: 1_000_000,
};
const nineToTen = compileWindows({
  timeZone: 'Europe/London',
  slots: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '10:00' })),
});

describe('channels’ queues played forward', () => {
  it('gives runs of sends a pacing interval apart, broken where a window closes', () => {
    const { runs, left } = planQueues(
      [{ id: 'c', credentialKey: 'k', segments: [{ key: 'b', count: 8 }], windows: nineToTen }],
      OPTIONS,
    );
    expect(runs).toEqual([
      {
        channelId: 'c',
        segment: 'b',
        at: MONDAY + 9 * HOUR,
        every: 10 * MINUTE,
        count: 6,
        firstIndex: 0,
      },
      {
        channelId: 'c',
        segment: 'b',
        at: MONDAY + 33 * HOUR,
        every: 10 * MINUTE,
        count: 2,
        firstIndex: 6,
      },
    ]);
    expect(left.get('c')).toBe(0);
  });

  it('posts a channel’s batches in order, a scheduled one not before its start', () => {
    const { runs } = planQueues(
      [
        {
          id: 'c',
          credentialKey: 'k',
          segments: [
            { key: 'running', count: 2 },
            { key: 'later', count: 2, notBefore: MONDAY + 5 * HOUR },
          ],
        },
      ],
      OPTIONS,
    );
    expect(runs.map((r) => [r.segment, (r.at - MONDAY) / MINUTE, r.count])).toEqual([
      ['running', 0, 2],
      ['later', 300, 2],
    ]);
  });

  it('stops a credential for the day when its quota is spent, and says what is left past the horizon', () => {
    const { runs, left } = planQueues(
      [
        { id: 'a', credentialKey: 'k', segments: [{ key: 'b', count: 3 }] },
        { id: 'b', credentialKey: 'k2', segments: [{ key: 'b', count: 4 }] },
      ],
      // From midnight Pacific (07:00 UTC), planning half a day ahead.
      { ...OPTIONS, startAt: MONDAY + 7 * HOUR, quotaLimit: 100, horizonDays: 0.5 },
    );
    // Two comments fit in 100 units a day: the rest wait for the next quota day, past the horizon.
    expect(runs.filter((r) => r.channelId === 'a').map((r) => r.count)).toEqual([2]);
    expect(left.get('a')).toBe(1);
    expect(left.get('b')).toBe(2);
  });

  it('cuts runs into a zone’s days arithmetically, the 23-hour day of the spring change too', () => {
    // Every hour for three days from Saturday 28 March 2026 00:00 London (GMT, then BST).
    const at = Date.parse('2026-03-28T00:00:00Z');
    const run = { channelId: 'c', segment: 'b', at, every: HOUR, count: 72, firstIndex: 0 };
    const perDay: Record<string, number> = {};
    cutRunsIntoDays([run], zoneDays('Europe/London'), ({ day, from, to }) => {
      perDay[day.date] = (perDay[day.date] ?? 0) + to - from;
    });
    expect(perDay).toEqual({
      '2026-03-28': 24,
      '2026-03-29': 23,
      '2026-03-30': 24,
      '2026-03-31': 1,
    });
    const within: number[] = [];
    cutRunsIntoDays([run], zoneDays('UTC'), ({ from, to }) => within.push(to - from), {
      from: at + 10 * HOUR + 1,
      until: at + 12 * HOUR,
    });
    expect(within).toEqual([1]);
  });
});
