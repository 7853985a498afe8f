import { describe, expect, it } from 'vitest';
import { daysUntil, relativeTime } from './relative-time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
const MIN = 60_000;
const DAY = 86_400_000;

describe('relativeTime', () => {
  it.each([
    [0, 'second', 0],
    [59_999, 'second', 0],
    [MIN, 'minute', 1],
    [59 * MIN, 'minute', 59],
    [60 * MIN, 'hour', 1],
    [23 * 60 * MIN, 'hour', 23],
    [DAY, 'day', 1],
    [6 * DAY, 'day', 6],
    [7 * DAY, 'week', 1],
    [27 * DAY, 'week', 3],
    [28 * DAY, 'month', 1],
    [300 * DAY, 'month', 10],
    [365 * DAY, 'year', 1],
    [800 * DAY, 'year', 2],
  ] as const)('%i ms ago is %s %i', (elapsed, unit, value) => {
    expect(ago(elapsed)).toEqual({ unit, value });
  });

  it('treats a time in the future as just now', () => {
    expect(ago(-5 * MIN)).toEqual({ unit: 'second', value: 0 });
  });
});

describe('daysUntil', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('counts a part day as a day, and nothing once past', () => {
    expect(daysUntil(new Date('2026-12-02T12:00:00Z'), now)).toBe(7);
    expect(daysUntil(new Date('2026-11-25T13:00:00Z'), now)).toBe(1);
    expect(daysUntil(new Date('2026-11-24T12:00:00Z'), now)).toBe(-1);
  });
});
