import { describe, expect, it } from 'vitest';
import {
  clockMinutes,
  closingAfter,
  compileWindows,
  isOpenAt,
  nextChange,
  nextOpening,
  normalizeSlots,
  type WindowSlot,
} from './posting-windows';

const utc = (text: string) => Date.parse(text);
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());
const weekdays = (from: string, to: string): WindowSlot[] =>
  [1, 2, 3, 4, 5].map((day) => ({ day, from, to }));

describe('slot times', () => {
  it('reads HH:MM, 24:00 as the end of a day, and nothing else', () => {
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('22:30')).toBe(1350);
    expect(clockMinutes('24:00')).toBe(1440);
    for (const bad of ['24:01', '9:00', '12:60', '25:00', 'noon'])
      expect(clockMinutes(bad)).toBeNaN();
  });
});

describe('normalizing slots', () => {
  it('keeps slots that do not meet as they are, sorted', () => {
    const slots = [
      { day: 2, from: '09:00', to: '12:00' },
      { day: 1, from: '13:00', to: '17:00' },
      { day: 1, from: '09:00', to: '12:00' },
    ];
    expect(normalizeSlots(slots)).toEqual({
      merged: false,
      slots: [
        { day: 1, from: '09:00', to: '12:00' },
        { day: 1, from: '13:00', to: '17:00' },
        { day: 2, from: '09:00', to: '12:00' },
      ],
    });
  });

  it('joins overlapping slots and says so', () => {
    expect(
      normalizeSlots([
        { day: 1, from: '09:00', to: '12:00' },
        { day: 1, from: '11:00', to: '14:00' },
      ]),
    ).toEqual({ merged: true, slots: [{ day: 1, from: '09:00', to: '14:00' }] });
  });

  it('joins an overnight slot with the next morning, Saturday night into Sunday too', () => {
    expect(
      normalizeSlots([
        { day: 6, from: '22:00', to: '02:00' },
        { day: 0, from: '01:00', to: '03:00' },
      ]),
    ).toEqual({ merged: true, slots: [{ day: 6, from: '22:00', to: '03:00' }] });
  });

  it('keeps whole days, and cuts at midnight what one slot cannot say', () => {
    const days = [0, 1, 2].map((day) => ({ day, from: '00:00', to: '24:00' }));
    expect(normalizeSlots(days)).toEqual({ merged: false, slots: days });
    expect(
      normalizeSlots([
        { day: 1, from: '20:00', to: '04:00' },
        { day: 2, from: '03:00', to: '23:00' },
      ]),
    ).toEqual({
      merged: true,
      slots: [
        { day: 1, from: '20:00', to: '24:00' },
        { day: 2, from: '00:00', to: '23:00' },
      ],
    });
  });
});

describe('open or not, on the wall clock', () => {
  const la = compileWindows({ timeZone: 'America/Los_Angeles', slots: weekdays('09:00', '17:00') });

  it('opens at 09:00 Los Angeles time on both sides of the March change', () => {
    // Friday 6 March, standard time: 09:00 is 17:00 UTC.
    expect(isOpenAt(la, utc('2026-03-06T16:59:00Z'))).toBe(false);
    expect(isOpenAt(la, utc('2026-03-06T17:00:00Z'))).toBe(true);
    // Closed over the weekend; Monday 9 March, summer time: 09:00 is 16:00 UTC.
    expect(iso(nextOpening(la, utc('2026-03-07T12:00:00Z')))).toBe('2026-03-09T16:00:00.000Z');
    expect(iso(closingAfter(la, utc('2026-03-09T16:00:00Z')))).toBe('2026-03-10T00:00:00.000Z');
  });

  it('and on both sides of the November change', () => {
    expect(iso(nextOpening(la, utc('2026-10-30T12:00:00Z')))).toBe('2026-10-30T16:00:00.000Z');
    expect(iso(nextOpening(la, utc('2026-10-31T12:00:00Z')))).toBe('2026-11-02T17:00:00.000Z');
  });

  it('London: a slot over the skipped hour is shorter, one over the repeated hour opens twice', () => {
    const spring = compileWindows({
      timeZone: 'Europe/London',
      slots: [{ day: 0, from: '00:30', to: '03:00' }],
    });
    // 29 March: 00:30 GMT, then the clock jumps from 01:00 to 02:00, closing at 03:00 BST.
    expect(iso(nextOpening(spring, utc('2026-03-28T12:00:00Z')))).toBe('2026-03-29T00:30:00.000Z');
    expect(iso(closingAfter(spring, utc('2026-03-29T00:30:00Z')))).toBe('2026-03-29T02:00:00.000Z');

    const autumn = compileWindows({
      timeZone: 'Europe/London',
      slots: [{ day: 0, from: '01:00', to: '01:30' }],
    });
    // 25 October: 01:00–01:30 BST, then the clock goes back and 01:00–01:30 GMT comes again.
    const changes: (string | undefined)[] = [];
    let at: number | undefined = utc('2026-10-24T23:00:00Z');
    for (let i = 0; i < 4 && at !== undefined; i++) {
      at = nextChange(autumn, at);
      changes.push(iso(at));
    }
    expect(changes).toEqual([
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T01:30:00.000Z',
    ]);
  });

  it('Shanghai, which has no changes: an overnight slot runs into the next day', () => {
    const night = compileWindows({
      timeZone: 'Asia/Shanghai',
      slots: [{ day: 5, from: '22:00', to: '02:00' }],
    });
    // Friday 6 March 2026 22:00 in Shanghai is 14:00 UTC; Saturday 02:00 is 18:00 UTC.
    expect(isOpenAt(night, utc('2026-03-06T13:59:00Z'))).toBe(false);
    expect(isOpenAt(night, utc('2026-03-06T14:00:00Z'))).toBe(true);
    expect(isOpenAt(night, utc('2026-03-06T17:59:00Z'))).toBe(true);
    expect(isOpenAt(night, utc('2026-03-06T18:00:00Z'))).toBe(false);
    expect(iso(nextOpening(night, utc('2026-03-06T18:00:00Z')))).toBe('2026-03-13T14:00:00.000Z');
  });

  it('Saturday night into Sunday morning is one window', () => {
    const weekend = compileWindows({
      timeZone: 'Asia/Shanghai',
      slots: [{ day: 6, from: '23:00', to: '01:00' }],
    });
    // Sunday 8 March 00:30 in Shanghai.
    expect(isOpenAt(weekend, utc('2026-03-07T16:30:00Z'))).toBe(true);
    expect(iso(closingAfter(weekend, utc('2026-03-07T15:00:00Z')))).toBe(
      '2026-03-07T17:00:00.000Z',
    );
  });

  it('a window of one minute', () => {
    const minute = compileWindows({
      timeZone: 'Europe/London',
      slots: [{ day: 3, from: '12:00', to: '12:01' }],
    });
    // Wednesday 4 March 2026, 12:00 GMT.
    expect(isOpenAt(minute, utc('2026-03-04T12:00:30Z'))).toBe(true);
    expect(isOpenAt(minute, utc('2026-03-04T12:01:00Z'))).toBe(false);
    expect(iso(closingAfter(minute, utc('2026-03-04T12:00:00Z')))).toBe('2026-03-04T12:01:00.000Z');
    expect(iso(nextOpening(minute, utc('2026-03-04T12:01:00Z')))).toBe('2026-03-11T12:00:00.000Z');
  });

  it('every hour of every day is always open', () => {
    const always = compileWindows({
      timeZone: 'Asia/Shanghai',
      slots: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' })),
    });
    expect(always.always).toBe(true);
    expect(isOpenAt(always, utc('2026-06-01T03:00:00Z'))).toBe(true);
    expect(closingAfter(always, utc('2026-06-01T03:00:00Z'))).toBe(Infinity);
  });
});
