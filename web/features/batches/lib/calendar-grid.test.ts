import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, shiftAnchor, startOfWeek, visibleDates } from './calendar-grid';

describe('the days a calendar shows', () => {
  it('shows a month in whole weeks, from the language’s first day of the week', () => {
    // November 2026 begins on a Sunday and ends on a Monday.
    const sunday = visibleDates('month', '2026-11-18', 0);
    expect([sunday[0], sunday.at(-1), sunday.length]).toEqual(['2026-11-01', '2026-12-05', 35]);
    const monday = visibleDates('month', '2026-11-18', 1);
    expect([monday[0], monday.at(-1), monday.length]).toEqual(['2026-10-26', '2026-12-06', 42]);
    // February 2026 fills four rows exactly, from a Sunday.
    expect(visibleDates('month', '2026-02-10', 0)).toHaveLength(28);
  });

  it('shows a week from its first day, across a month’s and a year’s end', () => {
    expect(visibleDates('week', '2026-12-31', 1)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(startOfWeek('2026-11-25', 0)).toBe('2026-11-22');
  });

  it('steps by month or week, and counts days between dates', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftAnchor('week', '2026-03-27', 1)).toBe('2026-04-03');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-30', '2026-11-27')).toBe(-3);
  });
});
