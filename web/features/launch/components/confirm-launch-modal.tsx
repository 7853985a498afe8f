import { Alert, Blockquote, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BatchPreview } from '../../../../core/api/batches.schema';
import { AppModal } from '../../../components/app-modal';
import { PendingButton } from '../../../components/pending-button';

/** "about 3 hours", in the interface language. */
function useDuration() {
  const { t } = useTranslation();
  return (seconds: number) => {
    if (seconds < 60)
      return t('launch.confirm.seconds', { count: Math.max(1, Math.round(seconds)) });
    if (seconds < 3600) return t('launch.confirm.minutes', { count: Math.round(seconds / 60) });
    if (seconds < 86_400) return t('launch.confirm.hours', { count: Math.round(seconds / 3600) });
    return t('launch.confirm.days', { count: Math.round(seconds / 86_400) });
  };
}

/**
 * DESIGN.md §6: nothing is posted before this is confirmed. It says how many comments, from which
 * channels, on how many videos, some of the texts, the quota they spend against what is left,
 * how long it takes at the chosen pacing, and what deserves a second look.
 */
export function ConfirmLaunchModal({
  preview,
  pending,
  onCancel,
  onConfirm,
}: {
  preview: BatchPreview | undefined;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const duration = useDuration();
  return (
    <AppModal opened={!!preview} onClose={onCancel} title={t('launch.confirm.title')} size="lg">
      {preview && (
        <Stack gap="sm">
          <Text fw={500}>
            {t('launch.confirm.summary', {
              total: preview.total.toLocaleString(),
              channels: preview.channels.length,
              videos: preview.videos.toLocaleString(),
            })}
          </Text>
          <List size="sm" spacing={2}>
            {preview.channels.map((c) => (
              <List.Item key={c.id}>
                {t('launch.confirm.channel', { name: c.name, count: c.comments })}
              </List.Item>
            ))}
          </List>
          <Text size="sm" fw={500}>
            {t('launch.confirm.texts')}
          </Text>
          {preview.samples.map((sample) => (
            <Blockquote key={sample} p="xs" fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {sample}
            </Blockquote>
          ))}
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('launch.confirm.credential')}</Table.Th>
                <Table.Th ta="right">{t('launch.confirm.cost')}</Table.Th>
                <Table.Th ta="right">{t('launch.confirm.left')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.quota.map((q) => (
                <Table.Tr key={q.credential}>
                  <Table.Td>{q.credential}</Table.Td>
                  <Table.Td ta="right" c={q.cost > q.left ? 'red' : undefined}>
                    {q.cost.toLocaleString()}
                  </Table.Td>
                  <Table.Td ta="right">{q.left.toLocaleString()}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm">
            {t('launch.confirm.eta', {
              pacing: preview.pacingSeconds,
              duration: duration(preview.etaSeconds),
            })}
          </Text>
          {preview.warnings.repeatsPerVideo > 0 && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
              {t('launch.confirm.repeats', { count: preview.warnings.repeatsPerVideo })}
            </Alert>
          )}
          {preview.warnings.widelyUsedTexts.length > 0 && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
              {t('launch.confirm.spread', { videos: preview.videos })}
            </Alert>
          )}
          {preview.warnings.quotaShort && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
              {t('launch.confirm.quotaShort')}
            </Alert>
          )}
          {preview.warnings.pausedAll && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />}>
              {t('launch.confirm.pausedAll')}
            </Alert>
          )}
          <Alert variant="light" icon={<IconInfoCircle size={18} />}>
            {t('launch.confirm.visibility')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <PendingButton
              pending={pending}
              pendingLabel={t('launch.confirm.queuing')}
              onClick={onConfirm}
            >
              {t('launch.confirm.button', { count: preview.total })}
            </PendingButton>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
