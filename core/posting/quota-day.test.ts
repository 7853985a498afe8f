import { describe, expect, it } from 'vitest';
import { nextQuotaReset, quotaDay, quotaDayStart } from './quota-day';

describe('quota days (midnight Pacific)', () => {
  it('names the Pacific calendar day', () => {
    expect(quotaDay(new Date('2026-11-22T07:59:00Z'))).toBe('2026-11-21'); // 23:59 PST
    expect(quotaDay(new Date('2026-11-22T08:00:00Z'))).toBe('2026-11-22');
  });

  it('finds the next midnight in winter (PST) and in summer (PDT)', () => {
    expect(nextQuotaReset(new Date('2026-11-22T12:00:00Z')).toISOString()).toBe(
      '2026-11-23T08:00:00.000Z',
    );
    expect(nextQuotaReset(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe(
      '2026-07-02T07:00:00.000Z',
    );
  });

  it('crosses the daylight-saving changes', () => {
    // 2026-03-08: clocks go forward; the next midnight is on PDT.
    expect(nextQuotaReset(new Date('2026-03-08T12:00:00Z')).toISOString()).toBe(
      '2026-03-09T07:00:00.000Z',
    );
    // 2026-11-01: clocks go back.
    expect(nextQuotaReset(new Date('2026-11-01T12:00:00Z')).toISOString()).toBe(
      '2026-11-02T08:00:00.000Z',
    );
  });

  it('knows when the current day began', () => {
    expect(quotaDayStart(new Date('2026-11-22T12:00:00Z')).toISOString()).toBe(
      '2026-11-22T08:00:00.000Z',
    );
  });
});
