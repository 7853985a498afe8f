import { describe, expect, it } from 'vitest';
import { namedDays } from './named-days';

const fortnight = Array.from({ length: 14 }, (_, i) => `Nov ${15 + i}`);

describe('namedDays', () => {
  it('names every day when they fit', () => {
    expect(namedDays(fortnight, 1000)).toEqual(fortnight);
  });

  it('on a phone, today and every nth day back from it, evenly', () => {
    expect(namedDays(fortnight, 330)).toEqual(['Nov 16', 'Nov 20', 'Nov 24', 'Nov 28']);
  });

  it('before the chart is measured, today alone', () => {
    expect(namedDays(fortnight, 0)).toEqual(['Nov 28']);
  });
});
