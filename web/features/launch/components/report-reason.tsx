import { Stack, Text } from '@mantine/core';
import type { TFunction } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import type { Comment } from '../../../../core/api/batches.schema';
import {
  isFailureReason,
  PLATFORM_REASONS,
  type FailureReason,
} from '../../../../core/api/failure-reasons';

/** Reasons whose message is YouTube's (or Google's) own words; the rest are the engine's. */
const PLATFORM = new Set<FailureReason>(PLATFORM_REASONS);

/** Statuses whose reason the user needs: why it failed, why it is unsure, why it stopped. */
const EXPLAINED = new Set<Comment['status']>(['failed', 'unconfirmed', 'cancelled']);

type Reasoned = Pick<Comment, 'status' | 'errorReason' | 'errorMessage'>;

/**
 * YouTube refuses comments from some channels through the API (the hint of docs/product.md §2);
 * older rows carry only the message.
 */
const isIneligible = (c: Reasoned) =>
  c.errorReason === 'ineligibleAccount' ||
  /Google\+|must be merged with the user/i.test(c.errorMessage ?? '');

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
      : reason && PLATFORM.has(reason)
        ? t('launch.reports.platformSaid', { message })
        : t('launch.reports.reason', { reason: message }),
  };
}

/** Readable without hover, on any screen: the explanation first, the platform's words smaller. */
export function ReportReason({ comment }: { comment: Reasoned }) {
  const { t } = useTranslation();
  const texts = reasonTexts(t, comment);
  if (!texts) return null;
  return (
    <Stack gap={2} style={{ overflowWrap: 'anywhere' }}>
      {texts.explanation && <Text size="sm">{texts.explanation}</Text>}
      {texts.detail && (
        <Text size="xs" c="dimmed">
          {texts.detail}
        </Text>
      )}
      {isIneligible(comment) && (
        <Text size="xs" c="dimmed">
          {t('launch.reports.ineligibleHint')}
        </Text>
      )}
    </Stack>
  );
}
