import { describe, expect, it } from 'vitest';
import { approximateDuration } from './duration';

describe('approximateDuration', () => {
  it.each([
    [0, 'second', 1],
    [17, 'second', 17],
    [59.4, 'second', 59],
    [59.6, 'minute', 1],
    [150, 'minute', 3],
    [3569, 'minute', 59],
    [3599, 'hour', 1],
    [5 * 3600, 'hour', 5],
    [23.6 * 3600, 'day', 1],
    [3 * 86_400, 'day', 3],
  ])('%s s is about %s × %s', (seconds, unit, count) => {
    expect(approximateDuration(seconds)).toEqual({ unit, count });
  });
});
