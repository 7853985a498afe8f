import { Anchor, Button, Flex, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconExternalLink, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '../../../../core/api/batches.schema';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useMarkPostedManually, useResendComment } from '../api/comment-actions';

/**
 * An unconfirmed comment (its answer was lost and the look-up could not tell): what happened, in
 * words a phone shows too, and the user's two decisions. Nothing sends it again on its own.
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

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done, variant: 'success' });
    } catch (error) {
      toast({
        title: t('launch.reports.actionFailed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack gap={6} maw={inline ? undefined : 360}>
      <Text size="xs">{t('launch.reports.unconfirmedHint')}</Text>
      {comment.errorMessage && (
        <Text size="xs" c="dimmed">
          {t('launch.reports.reason', { reason: comment.errorMessage })}
        </Text>
      )}
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
      <Flex gap={6} direction={inline ? 'column' : 'row'} wrap="wrap">
        <Button
          size={inline ? 'sm' : 'compact-xs'}
          fullWidth={inline}
          variant="light"
          color="teal"
          leftSection={<IconCheck size={inline ? 16 : 12} />}
          loading={markThere.isPending}
          onClick={() =>
            void run(() => markThere.mutateAsync(comment.id), t('launch.reports.markedThere'))
          }
        >
          {t('launch.reports.itIsThere')}
        </Button>
        <Button
          size={inline ? 'sm' : 'compact-xs'}
          fullWidth={inline}
          variant="light"
          color="blue"
          leftSection={<IconRepeat size={inline ? 16 : 12} />}
          onClick={() => setConfirming(true)}
        >
          {t('launch.reports.postAgain')}
        </Button>
      </Flex>
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
