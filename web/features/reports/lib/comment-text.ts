import type { TFunction } from '@web/i18n/translator';
import type { Comment } from '@core/api/batches.schema';
import {
  isFailureReason,
  GOOGLE_WORDS_REASONS,
  PLATFORM_REASONS,
  type FailureReason,
} from '@core/api/failure-reasons';

/** The channel's name as it was when it posted: kept after the channel is disconnected. */
export const channelName = (c: Comment, gone: string) => c.accountName ?? c.accountEmail ?? gone;

/**
 * Reasons whose message is YouTube's (or Google's) own words: the platform's, and the engine's
 * that keep the words of the failure behind them. The other engine reasons' messages are the
 * engine's English: their translated explanation says it all.
 */
const PLATFORM = new Set<FailureReason>([...PLATFORM_REASONS, ...GOOGLE_WORDS_REASONS]);

/** Statuses whose reason the user needs: why it failed, why it is unsure, why it stopped. */
const EXPLAINED = new Set<Comment['status']>(['failed', 'unconfirmed', 'cancelled']);

export type Reasoned = Pick<Comment, 'status' | 'errorReason' | 'errorMessage'>;

/**
 * Why, in the reader's language (null for a reason this version does not know), and the
 * platform's own English text beside it, labelled by whose words they are.
 */
export function reasonTexts(t: TFunction, comment: Reasoned) {
  if (!EXPLAINED.has(comment.status)) return null;
  const reason = isFailureReason(comment.errorReason) ? comment.errorReason : null;
  const message = comment.errorMessage;
  if (!reason && !message) return null;
  return {
    explanation: reason ? t(`comments.reason.${reason}`) : null,
    message,
    detail: !message
      ? null
      : !reason
        ? t('launch.reports.reason', { reason: message })
        : PLATFORM.has(reason)
          ? t('launch.reports.platformSaid', { message })
          : null,
  };
}
