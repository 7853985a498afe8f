import { describe, expect, it } from 'vitest';
import {
  instantOf,
  isTimeZone,
  offsetChangeBetween,
  sameMinute,
  wallDate,
  wallTime,
} from './zoned-time';

const utc = (text: string) => Date.parse(text);
const iso = (ms: number) => new Date(ms).toISOString();

describe('wall-clock time in a zone', () => {
  it('reads the clock of the zone, weekday included', () => {
    // Monday 9 March 2026, 16:00 UTC: 09:00 in Los Angeles (summer time began the day before).
    expect(wallTime('America/Los_Angeles', utc('2026-03-09T16:00:00Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 9,
      weekday: 1,
      minute: 9 * 60,
    });
    expect(wallDate('Asia/Shanghai', utc('2026-03-08T17:00:00Z'))).toBe('2026-03-09');
  });

  it('knows zones by name and refuses unknown ones', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('finds the minute a daylight-saving change happens', () => {
    expect(
      iso(
        offsetChangeBetween(
          'America/Los_Angeles',
          utc('2026-03-08T00:00:00Z'),
          utc('2026-03-09T00:00:00Z'),
        )!,
      ),
    ).toBe('2026-03-08T10:00:00.000Z');
    expect(
      offsetChangeBetween(
        'Asia/Shanghai',
        utc('2026-01-01T00:00:00Z'),
        utc('2026-12-31T00:00:00Z'),
      ),
    ).toBeUndefined();
  });

  it.each([
    // Los Angeles, 8 March 2026: 02:00 becomes 03:00; 02:30 is never shown, reached at the jump.
    ['America/Los_Angeles', '2026-03-08', '02:30', '2026-03-08T10:00:00.000Z'],
    ['America/Los_Angeles', '2026-03-08', '03:00', '2026-03-08T10:00:00.000Z'],
    ['America/Los_Angeles', '2026-03-07', '09:00', '2026-03-07T17:00:00.000Z'],
    ['America/Los_Angeles', '2026-03-09', '09:00', '2026-03-09T16:00:00.000Z'],
    // 1 November 2026: 01:30 is shown twice; the first showing (summer time).
    ['America/Los_Angeles', '2026-11-01', '01:30', '2026-11-01T08:30:00.000Z'],
    ['America/Los_Angeles', '2026-11-02', '09:00', '2026-11-02T17:00:00.000Z'],
    // London, 29 March 2026: 01:00 becomes 02:00; 25 October 2026: 02:00 becomes 01:00.
    ['Europe/London', '2026-03-29', '01:30', '2026-03-29T01:00:00.000Z'],
    ['Europe/London', '2026-03-29', '09:00', '2026-03-29T08:00:00.000Z'],
    ['Europe/London', '2026-10-25', '01:30', '2026-10-25T00:30:00.000Z'],
    ['Europe/London', '2026-10-26', '09:00', '2026-10-26T09:00:00.000Z'],
    // Shanghai keeps UTC+8 all year.
    ['Asia/Shanghai', '2026-03-08', '09:00', '2026-03-08T01:00:00.000Z'],
    ['Asia/Shanghai', '2026-11-01', '00:00', '2026-10-31T16:00:00.000Z'],
  ])('%s %s %s is %s', (zone, date, time, expected) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const [h, m] = time.split(':').map(Number) as [number, number];
    expect(iso(instantOf(zone, { year, month, day }, h * 60 + m))).toBe(expected);
  });
});

describe('one minute', () => {
  it('two instants in the same minute are one time; across its edge they are two', () => {
    expect(sameMinute('2026-03-09T16:00:00.000Z', '2026-03-09T16:00:59.999Z')).toBe(true);
    expect(sameMinute(Date.parse('2026-03-09T16:00:30Z'), '2026-03-09T16:01:00Z')).toBe(false);
  });
});
