import { describe, expect, it } from 'vitest';
import { channelHealth, type CheckedComment } from './channel-health';
import type { VisibilityState } from './visibility-state';

const NOW = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

/** A comment whose second look (and latest) was `state`, `h` hours ago. */
const looked = (state: VisibilityState, h: number): CheckedComment => ({
  state,
  checkedAt: hoursAgo(h),
  atSecondLook: { state, at: hoursAgo(h) },
});

describe('channelHealth', () => {
  it("gives the share of the last 7 days' looked-at comments that others could see", () => {
    const health = channelHealth(
      [
        looked('visible', 1),
        looked('visible', 2),
        looked('notVisible', 3),
        looked('removed', 4),
        looked('visible', 24 * 8), // older than a week
        looked('videoUnavailable', 5), // says nothing about the channel
        { state: 'checking', checkedAt: null },
      ],
      NOW,
    );
    expect(health).toEqual({ visibleRate: 0.5, checked: 4, flagged: false });
  });

  it('flags a channel whose last 5 comments were all not visible at their second look', () => {
    const hidden = [1, 2, 3, 4, 5].map((h) => looked('notVisible', h));
    expect(channelHealth(hidden, NOW).flagged).toBe(true);
    // One visible among the last five: not flagged; an older visible one does not matter.
    expect(channelHealth([...hidden.slice(0, 4), looked('visible', 6)], NOW).flagged).toBe(false);
    expect(channelHealth([...hidden, looked('visible', 9)], NOW).flagged).toBe(true);
    // Fewer than five looked at: too early to say.
    expect(channelHealth(hidden.slice(0, 4), NOW).flagged).toBe(false);
  });

  it('has no rate before anything was looked at', () => {
    expect(channelHealth([], NOW)).toEqual({ visibleRate: null, checked: 0, flagged: false });
  });
});
