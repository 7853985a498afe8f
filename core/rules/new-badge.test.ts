import { describe, expect, it } from 'vitest';
import { isNew } from './new-badge';

describe('isNew', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is new under 24 hours, not at 24 hours or later', () => {
    expect(isNew('2026-11-22T11:59:00Z', now)).toBe(true);
    expect(isNew('2026-11-21T12:00:01Z', now)).toBe(true);
    expect(isNew('2026-11-21T12:00:00Z', now)).toBe(false);
    expect(isNew('2026-11-01T12:00:00Z', now)).toBe(false);
  });
});
