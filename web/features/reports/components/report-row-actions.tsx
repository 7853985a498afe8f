import { Blockquote, Button, Flex, Text } from '@mantine/core';
import { IconHandFinger, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Comment } from '../../../../core/api/batches.schema';
import { REFUSAL_REASONS } from '../../../../core/api/failure-reasons';
import { INSERT_COST } from '../../../../core/posting/quota-day';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useMarkPostedManually } from '../api/mark-posted-manually';
import { useResendComment } from '../api/resend-comment';
import { useRowAction } from '../hooks/use-row-action';

/**
 * What the user can do about a failed or cancelled comment: post a failed one again (after a
 * confirmation that says what will be sent, docs/responsible-use.md §1), or record one they posted
 * by hand.
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
  if (comment.status !== 'failed' && comment.status !== 'cancelled') return null;
  const size = inline ? 'sm' : 'compact-xs';
  const icon = inline ? 16 : 12;
  // A refusal stands until something changes on YouTube's side: trying again likely fails.
  const refusal = REFUSAL_REASONS.find((reason) => reason === comment.errorReason);

  return (
    <>
      <Flex gap={6} direction={inline ? 'column' : 'row'} wrap="wrap">
        {comment.status === 'failed' && (
          <Button
            size={size}
            fullWidth={inline}
            variant="light"
            color="blue"
            leftSection={<IconRepeat size={icon} />}
            onClick={() => setConfirming(true)}
          >
            {t('launch.reports.retry')}
          </Button>
        )}
        <Button
          size={size}
          fullWidth={inline}
          variant="light"
          color="teal"
          leftSection={<IconHandFinger size={icon} />}
          loading={markPosted.isPending}
          onClick={() =>
            void run(() => markPosted.mutateAsync(comment.id), t('launch.reports.markedThere'))
          }
        >
          {t('launch.reports.postedMyself')}
        </Button>
      </Flex>
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
