import { Blockquote, Text } from '@mantine/core';
import { IconHandFinger, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import type { Comment } from '@core/api/batches.schema';
import { REFUSAL_REASONS } from '@core/api/failure-reasons';
import { cannotPostAgain } from '@core/rules/post-again';
import { INSERT_COST } from '@core/posting/quota-day';
import { ConfirmModal } from '@web/components/confirm-modal';
import { useBatchPermission } from '@web/hooks/use-batch-permission';
import { useCan } from '@web/hooks/use-can';
import { useMarkPostedManually } from '../api/mark-posted-manually';
import { useResendComment } from '../api/resend-comment';
import { useRowAction } from '../hooks/use-row-action';
import { RowActionButton, RowActions } from './row-action-button';

/**
 * What the user can do about a failed or cancelled comment: post a failed one again (after a
 * confirmation that says what will be sent, docs/responsible-use.md §1) unless it cannot succeed,
 * or record one they posted by hand.
 */
export function ReportRowActions({
  comment,
  channel,
  inline = false,
}: {
  comment: Comment;
  channel: string;
  /** On a phone: full-width buttons a thumb can hit. */
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const markPosted = useMarkPostedManually();
  const resend = useResendComment();
  const [confirming, setConfirming] = useState(false);
  const run = useRowAction(() => setConfirming(false));
  const canSettle = useCan(
    useBatchPermission(comment.batchId ? comment.batchCreatedBy : undefined),
  );
  if (comment.status !== 'failed' && comment.status !== 'cancelled') return null;
  // A refusal stands until something changes on YouTube's side: trying again likely fails.
  const refusal = REFUSAL_REASONS.find((reason) => reason === comment.errorReason);
  // Some cannot succeed at all: no button to press in vain, but the reason it is missing.
  const hopeless = comment.status === 'failed' ? cannotPostAgain(comment) : undefined;

  return (
    <>
      <RowActions inline={inline}>
        {hopeless && (
          <Text size="xs" c="dimmed">
            {t(`launch.reports.noRetry.${hopeless}`)}
          </Text>
        )}
        {canSettle && comment.status === 'failed' && !hopeless && (
          <RowActionButton
            inline={inline}
            icon={IconRepeat}
            color="blue"
            onClick={() => setConfirming(true)}
          >
            {t('launch.reports.retry')}
          </RowActionButton>
        )}
        {canSettle && (
          <RowActionButton
            inline={inline}
            icon={IconHandFinger}
            color="teal"
            loading={markPosted.isPending}
            onClick={() =>
              void run(() => markPosted.mutateAsync(comment.id), t('launch.reports.markedThere'))
            }
          >
            {t('launch.reports.postedMyself')}
          </RowActionButton>
        )}
      </RowActions>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('launch.reports.retryTitle')}
        confirmLabel={t('launch.reports.retry')}
        pendingLabel={t('common.saving')}
        pending={resend.isPending}
        onConfirm={() =>
          void run(() => resend.mutateAsync(comment.id), t('launch.reports.postAgainDone'))
        }
      >
        <Text size="sm">
          {t('launch.reports.retryConfirm', {
            channel,
            video: comment.videoTitle ?? comment.videoId,
            units: INSERT_COST,
          })}
        </Text>
        <Blockquote p="sm" style={{ overflowWrap: 'anywhere' }}>
          {comment.content}
        </Blockquote>
        {refusal && (
          <Text size="sm" c="orange.8">
            {t('launch.reports.retryLikelyFails', { reason: t(`comments.reason.${refusal}`) })}
          </Text>
        )}
      </ConfirmModal>
    </>
  );
}
