import { describe, expect, it } from 'vitest';
import { backoffMs } from './retry-policy';

describe('backoff after a transient failure', () => {
  it('doubles from the base with no jitter, up to 15 minutes', () => {
    const waits = [1, 2, 3, 4, 5, 9, 10, 20].map((attempt) => backoffMs(attempt, 2_000));
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 512_000, 900_000, 900_000]);
  });
});
