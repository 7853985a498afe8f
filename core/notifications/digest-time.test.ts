import { describe, expect, it } from 'vitest';
import { digestDue, lastDigestSlot } from './digest-time';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe('the digest’s times', () => {
  it('hourly: the top of the current hour', () => {
    expect(iso(lastDigestSlot('hourly', at('2026-11-26T10:59:59Z'), null))).toBe(
      '2026-11-26T10:00:00.000Z',
    );
  });

  it('daily: the last 08:00 on the reader’s clock, or in UTC when the zone is unknown', () => {
    // 07:30 in Shanghai is before that day's 08:00: the slot is the day before.
    expect(iso(lastDigestSlot('daily', at('2026-11-26T23:30:00Z'), 'Asia/Shanghai'))).toBe(
      '2026-11-26T00:00:00.000Z',
    );
    expect(iso(lastDigestSlot('daily', at('2026-11-27T00:00:00Z'), 'Asia/Shanghai'))).toBe(
      '2026-11-27T00:00:00.000Z',
    );
    expect(iso(lastDigestSlot('daily', at('2026-11-26T07:59:00Z'), null))).toBe(
      '2026-11-25T08:00:00.000Z',
    );
  });

  it('daily: 08:00 stays 08:00 across a change of clocks', () => {
    // Los Angeles left summer time on 2026-11-01: 08:00 was 15:00 UTC before, 16:00 after.
    expect(iso(lastDigestSlot('daily', at('2026-10-31T20:00:00Z'), 'America/Los_Angeles'))).toBe(
      '2026-10-31T15:00:00.000Z',
    );
    expect(iso(lastDigestSlot('daily', at('2026-11-01T20:00:00Z'), 'America/Los_Angeles'))).toBe(
      '2026-11-01T16:00:00.000Z',
    );
  });

  it('is due once per slot: never sent, or sent before the slot', () => {
    const now = at('2026-11-26T10:20:00Z');
    expect(iso(digestDue('hourly', now, null, null))).toBe('2026-11-26T10:00:00.000Z');
    expect(digestDue('hourly', now, null, at('2026-11-26T10:00:05Z'))).toBeUndefined();
    expect(iso(digestDue('hourly', now, null, at('2026-11-26T09:00:05Z')))).toBe(
      '2026-11-26T10:00:00.000Z',
    );
  });
});
