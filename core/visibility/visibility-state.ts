/**
 * What a posted comment looks like to others (#24), from what a viewer's look-up found. A viewer
 * cannot tell a comment held for review from one hidden as likely spam: both are `notVisible`.
 */
export const VISIBILITY_STATES = [
  /** Not looked at yet. */
  'checking',
  'visible',
  /** Never seen by a viewer: held for review or hidden (a viewer cannot tell which). */
  'notVisible',
  /** Seen by a viewer once, missing since. */
  'removed',
  /** The video is gone, private, or takes no comments any more. */
  'videoUnavailable',
  /** No key or grant may look at it as a viewer, or the key was refused: the reason says which. */
  'cannotCheck',
] as const;
export type VisibilityState = (typeof VISIBILITY_STATES)[number];

/**
 * Why a comment cannot be checked: nothing may look at it as others do, only its author's Google
 * account is connected, the user's key was refused, the server's key (YOUTUBE_API_KEY) was
 * refused and nothing else may look, or it has no YouTube id (recorded by hand).
 */
export const CANNOT_CHECK_REASONS = [
  'noViewer',
  'onlyAuthor',
  'keyInvalid',
  'serverKeyInvalid',
  'noCommentId',
] as const;
export type CannotCheckReason = (typeof CANNOT_CHECK_REASONS)[number];

export const isCannotCheckReason = (value: unknown): value is CannotCheckReason =>
  (CANNOT_CHECK_REASONS as readonly unknown[]).includes(value);

/** What one look-up found for one comment. */
export type Sighting =
  | { kind: 'listed'; likeCount: number; replyCount: number }
  | { kind: 'missing' }
  | { kind: 'videoUnavailable' }
  /** No way to look as a viewer, or the key was refused. */
  | { kind: 'cannotCheck'; reason: string }
  /** The look-up itself failed (network, 5xx, quota): it is tried again later. */
  | { kind: 'failed' };

/**
 * The state after a look. A failed look changes nothing (it never makes a comment "not
 * visible"); missing is `removed` only for a comment a viewer saw before.
 */
export function nextVisibility(
  current: VisibilityState,
  seenBefore: boolean,
  sighting: Sighting,
): VisibilityState {
  switch (sighting.kind) {
    case 'failed':
      return current;
    case 'listed':
      return 'visible';
    case 'missing':
      return seenBefore ? 'removed' : 'notVisible';
    case 'videoUnavailable':
      return 'videoUnavailable';
    case 'cannotCheck':
      return 'cannotCheck';
  }
}

/** Whether a look counts as made (the schedule moves on), or is to be repeated. */
export const lookCounts = (sighting: Sighting) => sighting.kind !== 'failed';
