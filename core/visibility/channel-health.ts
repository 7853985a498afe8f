import type { VisibilityState } from './visibility-state';

/** The last this many comments, at their second look, all not visible: the channel is flagged. */
export const FLAG_AFTER = 5;
/** The visible share counts the comments looked at in this window. */
export const HEALTH_WINDOW_MS = 7 * 86_400_000;

/** What the health of a channel is computed from, per comment. */
export interface CheckedComment {
  /** The state at its latest look, and when that was. */
  state: VisibilityState;
  checkedAt: Date | null;
  /** The state at its second look (1 hour after posting by default), once it has had one. */
  atSecondLook?: { state: VisibilityState; at: Date };
}

/** States that say something about the channel: the video's own trouble does not. */
const JUDGED = new Set<VisibilityState>(['visible', 'notVisible', 'removed']);

/**
 * A channel's health (#24 point 4): the share of its comments looked at in the last 7 days that
 * others could see, how many that was, and whether its comments are being hidden: the last 5
 * that reached their second look were all not visible at it.
 */
export function channelHealth(comments: readonly CheckedComment[], now: Date) {
  const recent = comments.filter(
    (c) =>
      c.checkedAt !== null &&
      JUDGED.has(c.state) &&
      now.getTime() - c.checkedAt.getTime() <= HEALTH_WINDOW_MS,
  );
  const visible = recent.filter((c) => c.state === 'visible').length;
  const lastSecondLooks = comments
    .flatMap((c) => (c.atSecondLook && JUDGED.has(c.atSecondLook.state) ? [c.atSecondLook] : []))
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, FLAG_AFTER);
  return {
    visibleRate: recent.length ? visible / recent.length : null,
    checked: recent.length,
    flagged:
      lastSecondLooks.length === FLAG_AFTER &&
      lastSecondLooks.every((look) => look.state === 'notVisible'),
  };
}
