import { describe, expect, it } from 'vitest';
import { scheduleBatch, type ScheduleOptions, type ScheduledChannel } from './batch-schedule';
import { compileWindows } from './posting-windows';

const utc = (text: string) => Date.parse(text);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

// Tuesday 3 March 2026, 10:00 in Los Angeles (18:00 UTC): quota days end at 08:00 UTC.
const START = utc('2026-03-03T18:00:00Z');
const options = (more: Partial<ScheduleOptions> = {}): ScheduleOptions => ({
  startAt: START,
  pacingSeconds: 60,
  dailyCap: 1000,
  quotaLeft: new Map(),
  quotaLimit: 10_000,
  timeZone: 'America/Los_Angeles',
  ...more,
});
const channel = (id: string, count: number, more: Partial<ScheduledChannel> = {}) => ({
  id,
  credentialKey: `cred-${id}`,
  count,
  ...more,
});

describe('planning a batch', () => {
  it('always open: each channel posts at its pace from the start, side by side', () => {
    const plan = scheduleBatch([channel('a', 10), channel('b', 3)], options());
    expect(plan.channels.map((c) => [c.id, iso(c.startAt), iso(c.finishAt)])).toEqual([
      ['a', '2026-03-03T18:00:00.000Z', '2026-03-03T18:09:00.000Z'],
      ['b', '2026-03-03T18:00:00.000Z', '2026-03-03T18:02:00.000Z'],
    ]);
    expect(plan.days).toEqual([
      { date: '2026-03-03', channelId: 'a', count: 10 },
      { date: '2026-03-03', channelId: 'b', count: 3 },
    ]);
    expect(iso(plan.finishAt)).toBe('2026-03-03T18:09:00.000Z');
  });

  it('the daily cap spreads a channel over quota days', () => {
    const plan = scheduleBatch([channel('a', 12)], options({ dailyCap: 5 }));
    expect(plan.days.map((d) => [d.date, d.count])).toEqual([
      ['2026-03-03', 5],
      ['2026-03-04', 5],
      ['2026-03-05', 2],
    ]);
    // The third day's comments go once the quota day begins: midnight Pacific.
    expect(iso(plan.finishAt)).toBe('2026-03-05T08:01:00.000Z');
  });

  it("one credential's quota is shared by its channels, and today's is what the ledger left", () => {
    const shared = { credentialKey: 'one' };
    const plan = scheduleBatch(
      [channel('a', 10, shared), channel('b', 10, shared)],
      options({ quotaLimit: 500, quotaLeft: new Map([['one', 300]]) }),
    );
    // Today: 6 comments (300 units), tomorrow 10 (500 units), then the last 4.
    const byDate = new Map<string, number>();
    for (const d of plan.days) byDate.set(d.date, (byDate.get(d.date) ?? 0) + d.count);
    expect([...byDate]).toEqual([
      ['2026-03-03', 6],
      ['2026-03-04', 10],
      ['2026-03-05', 4],
    ]);
  });

  it('posts only inside the windows, on their wall clock', () => {
    // Ten minutes on Mondays at 09:00 Los Angeles time: ten comments each Monday, across the
    // change to summer time on 8 March.
    const windows = compileWindows({
      timeZone: 'America/Los_Angeles',
      slots: [{ day: 1, from: '09:00', to: '09:10' }],
    });
    const plan = scheduleBatch([channel('a', 25, { windows })], options());
    expect(plan.days).toEqual([
      { date: '2026-03-09', channelId: 'a', count: 10 },
      { date: '2026-03-16', channelId: 'a', count: 10 },
      { date: '2026-03-23', channelId: 'a', count: 5 },
    ]);
    expect(iso(plan.channels[0]!.startAt)).toBe('2026-03-09T16:00:00.000Z');
    expect(iso(plan.finishAt)).toBe('2026-03-23T16:04:00.000Z');
    // It begins when the windows first open: how long it takes counts from there.
    expect(iso(plan.beginsAt)).toBe('2026-03-09T16:00:00.000Z');
  });

  it('begins at the first window of any channel; at the start when one has none, or none opens', () => {
    const monday = compileWindows({
      timeZone: 'America/Los_Angeles',
      slots: [{ day: 1, from: '09:00', to: '09:10' }],
    });
    const wednesday = compileWindows({
      timeZone: 'America/Los_Angeles',
      slots: [{ day: 3, from: '07:30', to: '08:00' }],
    });
    const begins = (channels: ScheduledChannel[]) =>
      iso(scheduleBatch(channels, options()).beginsAt);
    expect(
      begins([channel('a', 1, { windows: monday }), channel('b', 1, { windows: wednesday })]),
    ).toBe('2026-03-04T15:30:00.000Z');
    expect(begins([channel('a', 1, { windows: monday }), channel('b', 1)])).toBe(iso(START));
    const never = compileWindows({ timeZone: 'UTC', slots: [] });
    expect(begins([channel('a', 1, { windows: never })])).toBe(iso(START));
  });

  it('comments already queued on a channel go first', () => {
    const plan = scheduleBatch([channel('a', 2, { ahead: 3 })], options());
    expect(iso(plan.channels[0]!.startAt)).toBe('2026-03-03T18:03:00.000Z');
    // Their time is part of how long it takes: it begins at the start, not after them.
    expect(iso(plan.beginsAt)).toBe(iso(START));
    expect(plan.days).toEqual([{ date: '2026-03-03', channelId: 'a', count: 2 }]);
  });

  it('a channel still paced waits for its pacing', () => {
    const plan = scheduleBatch([channel('a', 1, { readyAt: START + 45_000 })], options());
    expect(iso(plan.channels[0]!.startAt)).toBe('2026-03-03T18:00:45.000Z');
  });

  it('says when the plan does not end within its horizon', () => {
    const windows = compileWindows({
      timeZone: 'Europe/London',
      slots: [{ day: 1, from: '09:00', to: '09:01' }],
    });
    const plan = scheduleBatch(
      [channel('a', 3, { windows }), channel('b', 1)],
      options({ horizonDays: 10 }),
    );
    expect(plan.finishAt).toBeNull();
    expect(plan.channels[0]!.finishAt).toBeNull();
    expect(plan.channels[1]!.finishAt).not.toBeNull();
  });
});
