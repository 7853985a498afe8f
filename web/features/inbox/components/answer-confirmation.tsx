import { Alert, Blockquote, List, Text } from '@mantine/core';
import type { BatchPreview } from '@core/api/batches.schema';
import { formatNumber } from '@core/format/number';
import { useDuration } from '@web/components/batch-preview/preview-details';
import { ConfirmModal } from '@web/components/confirm-modal';
import { useTranslation } from '@web/i18n/use-translation';

/**
 * docs/responsible-use.md §1 for an answer: who posts it, what it says, the quota it takes and
 * what is left, when it goes at the channel's pace, and what holds it back. Nothing is sent
 * before "Post answer".
 */
export function AnswerConfirmation(props: {
  preview: BatchPreview;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const { preview } = props;
  const channel = preview.channels[0]?.name ?? '';
  const quota = preview.quota[0];
  return (
    <ConfirmModal
      safe
      opened
      onClose={props.onClose}
      title={t('inbox.answer.confirmTitle')}
      confirmLabel={t('inbox.answer.post')}
      pendingLabel={t('inbox.answer.posting')}
      pending={props.pending}
      onConfirm={props.onConfirm}
    >
      <Text size="sm">{t('inbox.answer.confirmIntro', { channel })}</Text>
      <Blockquote p="xs" fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {preview.texts[0]?.content}
      </Blockquote>
      <List size="sm" spacing={4}>
        {quota && (
          <List.Item>
            {t('inbox.answer.cost', {
              cost: formatNumber(quota.cost, i18n.language),
              left: formatNumber(quota.left, i18n.language),
              credential: quota.credential,
            })}
          </List.Item>
        )}
        <List.Item>
          {preview.etaSeconds < 60
            ? t('inbox.answer.whenSoon')
            : t('inbox.answer.when', { time: duration(preview.etaSeconds) })}
        </List.Item>
      </List>
      {preview.warnings.quotaShort && <Alert color="orange">{t('inbox.answer.quotaShort')}</Alert>}
      {preview.warnings.pausedAll && <Alert color="orange">{t('inbox.answer.pausedAll')}</Alert>}
    </ConfirmModal>
  );
}
