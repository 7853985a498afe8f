/**
 * Why a comment that did not go out cannot be posted again, if it cannot: its channel was
 * disconnected (nothing would post it), or YouTube said the video is gone or takes no comments.
 * Other refusals may pass another time (a permission restored, a text shortened), and the
 * confirmation warns that they will likely fail again.
 */
export const HOPELESS_REASONS = ['noChannel', 'commentsDisabled', 'videoNotFound'] as const;
export type HopelessReason = (typeof HOPELESS_REASONS)[number];

export function cannotPostAgain(comment: {
  accountId: string | null;
  errorReason: string | null;
}): HopelessReason | undefined {
  if (comment.accountId === null) return 'noChannel';
  return HOPELESS_REASONS.find((reason) => reason === comment.errorReason);
}
