import { describe, expect, it } from 'vitest';
import { abbreviateCount, durationSeconds, formatDuration, isShortVideo } from './video';

describe('durations', () => {
  it.each([
    ['PT45S', 45, '0:45'],
    ['PT4M5S', 245, '4:05'],
    ['PT1H2M3S', 3723, '1:02:03'],
    ['PT10H', 36000, '10:00:00'],
    ['P1DT1S', 86401, '24:00:01'],
    ['PT59M59S', 3599, '59:59'],
  ])('%s is %i s, shown %s', (iso, seconds, shown) => {
    expect(durationSeconds(iso)).toBe(seconds);
    expect(formatDuration(seconds)).toBe(shown);
  });

  it('does not read what is not a duration', () => {
    expect(durationSeconds('PT')).toBeNull();
    expect(durationSeconds('4 minutes')).toBeNull();
    expect(durationSeconds(undefined)).toBeNull();
  });
});

describe('abbreviateCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1250, '1.2K'],
    [999_999, '999K'],
    [1_000_000, '1M'],
    [15_300_000, '15.3M'],
    [2_500_000_000, '2.5B'],
  ])('%i → %s', (value, shown) => {
    expect(abbreviateCount(value)).toBe(shown);
  });
});

describe('isShortVideo', () => {
  it('is a Short by #shorts or by lasting under 60 seconds', () => {
    expect(isShortVideo({ title: 'Cat jumps #Shorts' })).toBe(true);
    expect(isShortVideo({ description: 'fun #shorts' })).toBe(true);
    expect(isShortVideo({ title: 'Long', durationSeconds: 59 })).toBe(true);
    expect(isShortVideo({ title: 'Long', durationSeconds: 60 })).toBe(false);
    expect(isShortVideo({ title: '#shortstop stories', durationSeconds: 600 })).toBe(false);
  });
});
