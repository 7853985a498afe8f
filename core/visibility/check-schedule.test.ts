import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECK_DELAYS, nextLook, parseCheckDelays, spreadCeiling } from './check-schedule';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('parseCheckDelays', () => {
  it('reads the default: 10 minutes, 1 hour, 24 hours, 7 days', () => {
    expect(parseCheckDelays(DEFAULT_CHECK_DELAYS)).toEqual([10 * MIN, HOUR, 24 * HOUR, 168 * HOUR]);
  });

  it('takes seconds for tests, and spaces around the parts', () => {
    expect(parseCheckDelays(' 2s, 5s ,1m')).toEqual([2000, 5000, MIN]);
  });

  it('refuses what is not a delay, or delays out of order, naming the part', () => {
    expect(() => parseCheckDelays('10m,1x')).toThrow(/"1x" is not a delay/);
    expect(() => parseCheckDelays('0s')).toThrow(/"0s" is not a delay/);
    expect(() => parseCheckDelays('1h,10m')).toThrow(/"10m" comes after a longer/);
    expect(() => parseCheckDelays(' , ')).toThrow(/names no delay/);
  });
});

describe('nextLook', () => {
  const posted = new Date('2026-11-25T10:00:00Z');
  const delays = parseCheckDelays(DEFAULT_CHECK_DELAYS);
  const at = (from: number, now: string) => {
    const next = nextLook(posted, from, new Date(now), delays);
    return next && { look: next.look, at: next.at.toISOString() };
  };

  it('counts each look from the posting, then stops', () => {
    expect(at(0, '2026-11-25T10:00:00Z')).toEqual({ look: 0, at: '2026-11-25T10:10:00.000Z' });
    expect(at(1, '2026-11-25T10:10:00Z')).toEqual({ look: 1, at: '2026-11-25T11:00:00.000Z' });
    expect(at(2, '2026-11-25T11:00:00Z')).toEqual({ look: 2, at: '2026-11-26T10:00:00.000Z' });
    expect(at(3, '2026-11-26T10:00:00Z')).toEqual({ look: 3, at: '2026-12-02T10:00:00.000Z' });
    expect(at(4, '2026-12-02T10:00:00Z')).toBeNull();
  });

  it('makes an overdue look now, the latest of those overdue: one look, not a burst', () => {
    // Checker stopped for 3 hours after the first look: the 1-hour look is made now.
    expect(at(1, '2026-11-25T13:00:00Z')).toEqual({ look: 1, at: '2026-11-25T13:00:00.000Z' });
    // Scheduled a few seconds late: the first look at once.
    expect(at(0, '2026-11-25T10:10:05Z')).toEqual({ look: 0, at: '2026-11-25T10:10:05.000Z' });
    // Posted a month before checks began: its last look, now.
    expect(at(0, '2026-12-25T10:00:00Z')).toEqual({ look: 3, at: '2026-12-25T10:00:00.000Z' });
  });
});

describe('spreadCeiling', () => {
  const at = (iso: string) => spreadCeiling(500, new Date(iso));

  it('spreads the daily ceiling over the quota day, with an hour to start it', () => {
    // 2026-11-25 begins at midnight Pacific (08:00 UTC): an hour's worth of 500, then more.
    expect(at('2026-11-25T08:00:00Z')).toBe(21);
    expect(at('2026-11-25T20:00:00Z')).toBe(271); // noon: 13 of 24 hours
    expect(at('2026-11-26T06:59:00Z')).toBe(500); // the last hour may spend all of it
    expect(at('2026-11-26T08:00:00Z')).toBe(21); // the next day begins again
  });

  it('counts the 23-hour and the 25-hour days the clocks change on', () => {
    expect(at('2026-03-08T08:00:00Z')).toBe(22); // 500 / 23
    expect(at('2026-11-01T07:00:00Z')).toBe(20); // 500 / 25
  });

  it('never goes over the ceiling, and a small one still allows a call', () => {
    expect(spreadCeiling(3, new Date('2026-11-25T08:00:00Z'))).toBe(1);
    expect(spreadCeiling(0, new Date('2026-11-25T20:00:00Z'))).toBe(0);
  });
});
