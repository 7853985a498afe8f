import { describe, expect, it } from 'vitest';
import { channelHealth } from './channel-health';

describe('channelHealth', () => {
  it("gives the share of the last 7 days' looked-at comments that others could see", () => {
    expect(channelHealth({ checked: 4, visible: 2, lastSecondLooks: [] })).toEqual({
      visibleRate: 0.5,
      checked: 4,
      flagged: false,
    });
  });

  it('flags a channel whose last 5 comments were all not visible at their second look', () => {
    const hidden = Array.from({ length: 5 }, () => 'notVisible' as const);
    const health = (lastSecondLooks: (typeof hidden)[number][] | ('visible' | 'notVisible')[]) =>
      channelHealth({ checked: 5, visible: 0, lastSecondLooks }).flagged;
    expect(health(hidden)).toBe(true);
    // One visible among the last five: not flagged; an older visible one does not matter.
    expect(health([...hidden.slice(0, 4), 'visible'])).toBe(false);
    expect(health([...hidden, 'visible'])).toBe(true);
    // Fewer than five looked at: too early to say.
    expect(health(hidden.slice(0, 4))).toBe(false);
  });

  it('has no rate before anything was looked at', () => {
    expect(channelHealth({ checked: 0, visible: 0, lastSecondLooks: [] })).toEqual({
      visibleRate: null,
      checked: 0,
      flagged: false,
    });
  });
});
