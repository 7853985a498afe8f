import { Badge, Card, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { TKey } from '@core/i18n/keys';
import { useTranslation } from '@web/i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import type { Batch } from '@core/api/batches.schema';
import { errorText } from '@web/lib/error-text';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useActiveBatches } from '../api/get-active-batches';
import { getBatch } from '../api/get-batch';
import { useControlBatch, type BatchAction } from '../api/control-batch';
import { useFinishedIds } from '../hooks/use-finished-ids';
import { formatDateTime } from '@core/format/date-time';
import { doneCount, summaryLine } from '../lib/batch-summary';
import { noteRunning } from '../lib/finished-store';
import { STATUS_COLOR } from '../lib/calendar-colors';
import { BatchControls } from './batch-controls';
import { FinishedBatch } from './batch-finished';
import { BatchReadiness } from './batch-readiness';
import { BatchStart } from './batch-start';

// The dashboard's first screen shows a batch's progress; the dialog to cancel it comes when asked.
const ConfirmModal = lazy(() =>
  import('@web/components/confirm-modal').then((m) => ({ default: m.ConfirmModal })),
);

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
/** What each control says once it has worked. */
const DONE: Record<BatchAction, TKey> = {
  pause: 'batches.paused',
  resume: 'batches.resumed',
  cancel: 'batches.cancelled',
};
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
  const done = doneCount(batch);

  const act = async (action: BatchAction) => {
    try {
      await control.mutateAsync({ id: batch.id, action });
      toast({ title: t(DONE[action]), variant: 'success' });
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
            <Badge color={STATUS_COLOR[batch.status] ?? 'blue'} variant="light">
              {t(`batches.status.${batch.status}`)}
            </Badge>
          </Group>
          <BatchControls
            batch={batch}
            onAct={(action) => void act(action)}
            onCancel={() => setConfirmCancel(true)}
          />
        </Group>
        <BatchStart batch={batch} />
        <BatchReadiness batch={batch} />
        <Progress.Root size="lg" role="group" aria-label={t('batches.progress')}>
          {SEGMENTS.map(([status, color]) => {
            if (!count(status)) return null;
            // Each part is a progress bar of its own: named by what it counts, with its value.
            const label = t('batches.summary.count', {
              status: t(`comments.status.${status}`),
              count: count(status),
            });
            return (
              <Tooltip key={status} label={label}>
                <Progress.Section
                  value={(count(status) / batch.total) * 100}
                  color={color}
                  aria-label={label}
                />
              </Tooltip>
            );
          })}
        </Progress.Root>
        <Group gap="md">
          {LISTED.filter((status) => ALWAYS_LISTED.has(status) || count(status) > 0).map(
            (status) => (
              <Text key={status} size="sm" c="dimmed">
                {t('batches.summary.count', {
                  status: t(`comments.status.${status}`),
                  count: count(status),
                })}
              </Text>
            ),
          )}
          {batch.waiting.map((w) => (
            <Text key={w.accountId} size="sm" c="orange.8">
              {t('schedule.waiting', {
                name: w.name,
                time: formatDateTime(w.opensAt, i18n.language),
              })}
            </Text>
          ))}
          {batch.eta && (
            <Text size="sm" c="dimmed">
              {t('batches.eta', { time: formatDateTime(batch.eta, i18n.language) })}
            </Text>
          )}
        </Group>
      </Stack>
      {confirmCancel && (
        <Suspense fallback={null}>
          <ConfirmModal
            opened
            onClose={() => setConfirmCancel(false)}
            title={t('batches.cancelTitle')}
            confirmLabel={t('batches.cancel')}
            pendingLabel={t('common.saving')}
            pending={control.isPending}
            onConfirm={() => void act('cancel')}
          >
            <Text size="sm">{t('batches.cancelConfirm')}</Text>
          </ConfirmModal>
        </Suspense>
      )}
    </Card>
  );
}

/**
 * Live progress of the batches still going (docs/posting-engine.md §8), on /launch and the
 * dashboard; once one ends, its summary takes its place. It reads the server, so it survives a
 * reload; when one finishes, what shows comments is refreshed.
 */
/** docs/notifications.md §2: an event is dispatched within 2 seconds; a little more here. */
const NOTIFIED_WITHIN_MS = 3_000;

export function ActiveBatches() {
  const { t } = useTranslation();
  const active = useActiveBatches();
  const queryClient = useQueryClient();
  const finishedIds = useFinishedIds();
  const data = active.data;

  useEffect(() => {
    if (!data) return;
    const ended = noteRunning(data.map((b) => b.id));
    if (!ended.length) return;
    void Promise.all(ended.map((id) => getBatch(id).catch(() => undefined))).then((batches) => {
      // A cancelled batch was the user's own doing: its summary card is enough.
      for (const batch of batches) {
        if (batch?.status !== 'done') continue;
        const trouble = (batch.counts.failed ?? 0) + (batch.counts.unconfirmed ?? 0) > 0;
        toast({
          title: t('batches.finished'),
          description: summaryLine(t, batch),
          variant: trouble ? 'warning' : 'success',
        });
      }
    });
    void Promise.all(
      [
        queryKeys.comments,
        queryKeys.batches,
        queryKeys.dashboard,
        queryKeys.activity,
        queryKeys.accounts,
        queryKeys.videos,
        queryKeys.quota,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    // The bell: the server tells of the end within its dispatcher's round (2 s). Not cleared
    // with the effect: the list polls meanwhile, and a late refresh of the count is harmless.
    window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
      NOTIFIED_WITHIN_MS,
    );
  }, [data, queryClient, t]);

  const batches = data ?? [];
  const finished = finishedIds.filter((id) => !batches.some((b) => b.id === id));
  if (!batches.length && !finished.length) return null;
  return (
    <Stack gap="sm" mb="lg">
      {batches.map((batch) => (
        <BatchCard key={batch.id} batch={batch} />
      ))}
      {finished.map((id) => (
        <FinishedBatch key={id} id={id} />
      ))}
    </Stack>
  );
}
