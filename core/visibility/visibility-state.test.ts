import { describe, expect, it } from 'vitest';
import { lookCounts, nextVisibility, type Sighting } from './visibility-state';

const listed: Sighting = { kind: 'listed', likeCount: 3, replyCount: 1 };
const missing: Sighting = { kind: 'missing' };

describe('nextVisibility', () => {
  it('is visible when a viewer finds it, not visible when a viewer never did', () => {
    expect(nextVisibility('checking', false, listed)).toBe('visible');
    expect(nextVisibility('checking', false, missing)).toBe('notVisible');
    expect(nextVisibility('notVisible', false, listed)).toBe('visible'); // released from review
  });

  it('is removed when a comment a viewer saw goes missing', () => {
    expect(nextVisibility('visible', true, missing)).toBe('removed');
  });

  it("tells the video's trouble and a missing key apart from a hidden comment", () => {
    expect(nextVisibility('checking', false, { kind: 'videoUnavailable' })).toBe(
      'videoUnavailable',
    );
    expect(nextVisibility('checking', false, { kind: 'cannotCheck', reason: 'noKey' })).toBe(
      'cannotCheck',
    );
  });

  it('keeps the state through a failed look, which is made again', () => {
    for (const state of ['checking', 'visible', 'notVisible'] as const)
      expect(nextVisibility(state, state === 'visible', { kind: 'failed' })).toBe(state);
    expect(lookCounts({ kind: 'failed' })).toBe(false);
    expect(lookCounts(missing)).toBe(true);
  });
});
