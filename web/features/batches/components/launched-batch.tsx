import { Button, Group, Text } from '@mantine/core';
import { useCallback, useRef } from 'react';
import { Link } from 'react-router';
import type { TKey } from '@core/i18n/keys';
import { useTranslation } from '@web/i18n/use-translation';
import type { BatchStatus } from '@core/posting/states';
import { useLiveBatch } from '../api/get-batch';
import { doneCount, reportLink } from '../lib/batch-summary';

const SENTENCE: Record<BatchStatus, TKey> = {
  awaitingApproval: 'launch.footer.awaitingApproval',
  rejected: 'launch.footer.rejected',
  scheduled: 'launch.footer.scheduled',
  queued: 'launch.footer.launched',
  running: 'launch.footer.running',
  paused: 'launch.footer.paused',
  done: 'launch.footer.done',
  cancelled: 'launch.footer.cancelled',
};

/**
 * The batch just confirmed, as it is now: queued, posting (how many are done), paused, finished or
 * cancelled. While it goes on, the way to its progress; once it has ended, the way to its report.
 */
export function LaunchedBatch({ id, total }: { id: string; total: number }) {
  const { t } = useTranslation();
  const batch = useLiveBatch(id);
  const status = batch.data?.status ?? 'queued';
  const done = batch.data ? doneCount(batch.data) : 0;
  const ended = status === 'done' || status === 'cancelled' || status === 'rejected';
  // The action is another element once the batch has ended: one the focus was on hands it over.
  const hadFocus = useRef(false);
  const action = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    if (hadFocus.current) element.focus();
    hadFocus.current = false;
    return () => {
      hadFocus.current = document.activeElement === element;
    };
  }, []);
  return (
    <Group gap="xs" style={{ flex: 1, minWidth: 0, rowGap: 0 }}>
      <Text size="sm" role="status">
        {t(SENTENCE[status], { count: total, done })}
      </Text>
      {ended ? (
        <Button
          ref={action}
          component={Link}
          to={reportLink(id)}
          size="compact-sm"
          variant="subtle"
          px={0}
        >
          {t('batches.summary.openReport')}
        </Button>
      ) : (
        <Button
          ref={action}
          size="compact-sm"
          variant="subtle"
          px={0}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          {t('launch.footer.showProgress')}
        </Button>
      )}
    </Group>
  );
}
