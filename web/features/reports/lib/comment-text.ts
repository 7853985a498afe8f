import type { TFunction } from '@web/i18n/translator';
import type { Comment } from '@core/api/batches.schema';
import {
  ENGINE_REASONS,
  GOOGLE_WORDS_REASONS,
  isFailureReason,
  type FailureReason,
} from '@core/api/failure-reasons';

/** The channel's name as it was when it posted: kept after the channel is disconnected. */
export const channelName = (c: Comment, gone: string) => c.accountName ?? c.accountEmail ?? gone;

/**
 * The engine's reasons that never carry Google's words: a message beside one is an older row's
 * English (migration 0036 took those it knew out), never shown beside the reader's words.
 */
const ONLY_OURS = new Set<FailureReason>(
  ENGINE_REASONS.filter((reason) => !(GOOGLE_WORDS_REASONS as readonly string[]).includes(reason)),
);

/** Statuses whose reason the user needs: why it failed, why it is unsure, why it stopped. */
const EXPLAINED = new Set<Comment['status']>(['failed', 'unconfirmed', 'cancelled']);

export type Reasoned = Pick<Comment, 'status' | 'errorReason' | 'errorParams' | 'errorMessage'>;

/**
 * Why, in the reader's language, with its parameters (null for a reason this version does not
 * know), and what YouTube said in its own words beside it, labelled as YouTube's.
 */
export function reasonTexts(t: TFunction, comment: Reasoned) {
  if (!EXPLAINED.has(comment.status)) return null;
  const reason = isFailureReason(comment.errorReason) ? comment.errorReason : null;
  const message = reason && ONLY_OURS.has(reason) ? null : comment.errorMessage || null;
  if (!reason && !message) return null;
  return {
    explanation: reason ? t(`comments.reason.${reason}`, comment.errorParams ?? undefined) : null,
    message,
    detail: message && t('launch.reports.platformSaid', { message }),
  };
}
