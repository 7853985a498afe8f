import type { VisibilityState } from './visibility-state';

/** The last this many comments, at their second look, all not visible: the channel is flagged. */
export const FLAG_AFTER = 5;
/** The visible share counts the comments looked at in this window. */
export const HEALTH_WINDOW_MS = 7 * 86_400_000;

/** States that say something about the channel: the video's own trouble does not. */
export const JUDGED_STATES = [
  'visible',
  'notVisible',
  'removed',
] as const satisfies readonly VisibilityState[];

/** What a channel's health is computed from (the database counts it). */
export interface HealthCounts {
  /** Its comments looked at in the last 7 days, in a judged state... */
  checked: number;
  /** ...and how many of them others could see. */
  visible: number;
  /** The judged states of its latest comments at their second look, newest first (up to 5). */
  lastSecondLooks: readonly VisibilityState[];
}

/**
 * A channel's health (docs/visibility.md): the share of its comments looked at in the last
 * 7 days that others could see, how many that was, and whether its comments are being hidden:
 * the last 5 that reached their second look were all not visible at it.
 */
export function channelHealth(counts: HealthCounts) {
  const last = counts.lastSecondLooks.slice(0, FLAG_AFTER);
  return {
    visibleRate: counts.checked ? counts.visible / counts.checked : null,
    checked: counts.checked,
    flagged: last.length === FLAG_AFTER && last.every((state) => state === 'notVisible'),
  };
}
