import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconExternalLink, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import type { Comment } from '@core/api/batches.schema';
import { ConfirmModal } from '@web/components/confirm-modal';
import { useBatchPermission } from '@web/hooks/use-batch-permission';
import { useCan } from '@web/hooks/use-can';
import { useMarkPostedManually } from '../api/mark-posted-manually';
import { useResendComment } from '../api/resend-comment';
import { useRowAction } from '../hooks/use-row-action';
import { RowActionButton, RowActions } from './row-action-button';

/**
 * An unconfirmed comment (its answer was lost and the look-up could not tell): where to look,
 * and the user's two decisions. Nothing sends it again on its own. What happened and why are
 * said above it (report-details.tsx).
 */
export function UnconfirmedActions({
  comment,
  inline = false,
}: {
  comment: Comment;
  /** On a phone: the decisions as full-width buttons a thumb can hit. */
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const markThere = useMarkPostedManually();
  const resend = useResendComment();
  const [confirming, setConfirming] = useState(false);
  const run = useRowAction(() => setConfirming(false));
  const canSettle = useCan(
    useBatchPermission(comment.batchId ? comment.batchCreatedBy : undefined),
  );

  return (
    <Stack gap={6} maw={inline ? undefined : 360}>
      <Anchor
        size="xs"
        href={`https://www.youtube.com/watch?v=${comment.videoId}`}
        target="_blank"
        rel="noreferrer"
      >
        <Group gap={4} wrap="nowrap" component="span">
          <IconExternalLink size={12} />
          {t('launch.reports.openVideo')}
        </Group>
      </Anchor>
      {canSettle && (
        <RowActions inline={inline}>
          <RowActionButton
            inline={inline}
            icon={IconCheck}
            color="teal"
            loading={markThere.isPending}
            onClick={() =>
              void run(() => markThere.mutateAsync(comment.id), t('launch.reports.markedThere'))
            }
          >
            {t('launch.reports.itIsThere')}
          </RowActionButton>
          <RowActionButton
            inline={inline}
            icon={IconRepeat}
            color="blue"
            onClick={() => setConfirming(true)}
          >
            {t('launch.reports.postAgain')}
          </RowActionButton>
        </RowActions>
      )}
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('launch.reports.postAgainTitle')}
        confirmLabel={t('launch.reports.postAgainConfirmButton')}
        pendingLabel={t('common.saving')}
        pending={resend.isPending}
        onConfirm={() =>
          void run(() => resend.mutateAsync(comment.id), t('launch.reports.postAgainDone'))
        }
      >
        <Text size="sm">{t('launch.reports.postAgainConfirm')}</Text>
      </ConfirmModal>
    </Stack>
  );
}
