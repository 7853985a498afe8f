import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';

describe('countdown', () => {
  it('reads the two largest parts left', () => {
    expect(countdownParts((2 * 86_400 + 3 * 3600 + 59) * 1000)).toEqual({
      unit: 'days',
      a: 2,
      b: 3,
    });
    expect(countdownParts((3600 + 5 * 60) * 1000)).toEqual({ unit: 'hours', a: 1, b: 5 });
    expect(countdownParts(119_500)).toEqual({ unit: 'minutes', a: 2, b: 0 });
    expect(countdownParts(4_200)).toEqual({ unit: 'seconds', a: 5, b: 0 });
  });

  it('stops at nothing left', () => {
    expect(countdownParts(-5000)).toEqual({ unit: 'seconds', a: 0, b: 0 });
  });
});
