import { Badge, Button, Card, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Batch } from '../../../../core/api/batches.schema';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorText } from '../../../lib/error-text';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { fetchBatch, useActiveBatches, useControlBatch } from '../api/batches';

const SEGMENTS = [
  ['posted', 'green'],
  ['failed', 'red'],
  ['unconfirmed', 'orange'],
  ['posting', 'blue'],
  ['verifying', 'cyan'],
  ['cancelled', 'gray'],
] as const;
/** Always listed under the bar; the rarer states only when some comment is in them. */
const ALWAYS_LISTED = new Set(['posted', 'failed', 'pending', 'posting']);
const LISTED = [
  'posted',
  'failed',
  'pending',
  'posting',
  'verifying',
  'unconfirmed',
  'cancelled',
] as const;

/** One running batch: a bar by status, counts, the time it should end, and its controls. */
function BatchCard({ batch }: { batch: Batch }) {
  const { t, i18n } = useTranslation();
  const control = useControlBatch();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const count = (status: keyof Batch['counts']) => batch.counts[status] ?? 0;
  const done =
    count('posted') + count('failed') + count('cancelled') + count('unconfirmed') + count('manual');

  const act = async (action: 'pause' | 'resume' | 'cancel') => {
    try {
      await control.mutateAsync({ id: batch.id, action });
      toast({ title: t(`batches.${action}d`), variant: 'success' });
    } catch (error) {
      toast({
        title: t('batches.controlFailed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    } finally {
      setConfirmCancel(false);
    }
  };

  return (
    <Card withBorder padding="md" aria-label={t('batches.label', { total: batch.total })}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={500}>{t('batches.title', { done, total: batch.total })}</Text>
            <Badge color={batch.status === 'paused' ? 'yellow' : 'blue'} variant="light">
              {t(`batches.status.${batch.status}`)}
            </Badge>
          </Group>
          <Group gap="xs">
            {batch.status === 'paused' ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlayerPlay size={14} />}
                onClick={() => void act('resume')}
              >
                {t('batches.resume')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="light"
                color="yellow"
                leftSection={<IconPlayerPause size={14} />}
                onClick={() => void act('pause')}
              >
                {t('batches.pause')}
              </Button>
            )}
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconX size={14} />}
              onClick={() => setConfirmCancel(true)}
            >
              {t('batches.cancel')}
            </Button>
          </Group>
        </Group>
        <Progress.Root size="lg" aria-label={t('batches.progress')}>
          {SEGMENTS.map(([status, color]) =>
            count(status) ? (
              <Tooltip key={status} label={`${t(`comments.status.${status}`)}: ${count(status)}`}>
                <Progress.Section value={(count(status) / batch.total) * 100} color={color} />
              </Tooltip>
            ) : null,
          )}
        </Progress.Root>
        <Group gap="md">
          {LISTED.filter((status) => ALWAYS_LISTED.has(status) || count(status) > 0).map(
            (status) => (
              <Text key={status} size="sm" c="dimmed">
                {t(`comments.status.${status}`)}: <b>{count(status)}</b>
              </Text>
            ),
          )}
          {batch.eta && (
            <Text size="sm" c="dimmed">
              {t('batches.eta', { time: new Date(batch.eta).toLocaleString(i18n.language) })}
            </Text>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title={t('batches.cancelTitle')}
        confirmLabel={t('batches.cancel')}
        pendingLabel={t('common.saving')}
        pending={control.isPending}
        onConfirm={() => void act('cancel')}
      >
        <Text size="sm">{t('batches.cancelConfirm')}</Text>
      </ConfirmModal>
    </Card>
  );
}

/**
 * Live progress of the batches still going (DESIGN.md §4), on /launch and the dashboard. It reads
 * the server, so it survives a reload; when one finishes, what shows comments is refreshed.
 */
export function ActiveBatches() {
  const { t } = useTranslation();
  const active = useActiveBatches();
  const queryClient = useQueryClient();
  const seen = useRef(new Set<string>());
  const data = active.data;

  useEffect(() => {
    const now = new Set((data ?? []).map((b) => b.id));
    const finished = [...seen.current].filter((id) => !now.has(id));
    seen.current = now;
    if (!finished.length) return;
    void Promise.all(finished.map((id) => fetchBatch(id).catch(() => undefined))).then(
      (batches) => {
        const unconfirmed = batches.reduce((n, b) => n + (b?.counts.unconfirmed ?? 0), 0);
        toast(
          unconfirmed
            ? {
                title: t('batches.finishedUnconfirmed', { count: unconfirmed }),
                description: t('batches.finishedUnconfirmedHint'),
                variant: 'warning',
              }
            : { title: t('batches.finished'), variant: 'success' },
        );
      },
    );
    void Promise.all(
      [
        queryKeys.comments,
        queryKeys.dashboard,
        queryKeys.activity,
        queryKeys.accounts,
        queryKeys.videos,
        queryKeys.quota,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  }, [data, queryClient, t]);

  const batches = data ?? [];
  if (!batches.length) return null;
  return (
    <Stack gap="sm" mb="lg">
      {batches.map((batch) => (
        <BatchCard key={batch.id} batch={batch} />
      ))}
    </Stack>
  );
}
