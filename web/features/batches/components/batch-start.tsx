import { Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { Batch } from '@core/api/batches.schema';
import { countdownParts } from '@core/format/countdown';
import { formatDateTime } from '@core/format/date-time';
import { useNow } from '@web/hooks/use-now';
import { useTranslation } from '@web/i18n/use-translation';
import { ChangeStartButton } from './change-start-button';

// The dialog brings the date pickers: loaded when asked for.
const MoveStartDialog = lazy(() => import('./move-start-dialog'));

/**
 * docs/schedules.md §1: a scheduled batch says when it starts (the time in its zone, and a
 * countdown), and its start can be moved before it comes.
 */
export function BatchStart({ batch }: { batch: Batch }) {
  const { t, i18n } = useTranslation();
  const [moving, setMoving] = useState(false);
  const now = useNow(1000);
  if (!batch.startAt || !['scheduled', 'paused'].includes(batch.status)) return null;
  if (Date.parse(batch.startAt) <= now) return null;
  const zone = batch.startTimeZone ?? undefined;
  // "in 2 h 5 min", counting down each second.
  const left = countdownParts(Date.parse(batch.startAt) - now);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {t('schedule.startsAt', { time: formatDateTime(batch.startAt, i18n.language, zone) })}
          {zone ? ` (${zone})` : ''}
        </Text>
        <Text size="sm" c="dimmed" aria-live="off">
          {t(`schedule.countdown.${left.unit}`, { a: left.a, b: left.b })}
        </Text>
        <ChangeStartButton createdBy={batch.createdBy} onClick={() => setMoving(true)} />
      </Group>
      {moving && (
        <Suspense fallback={null}>
          <MoveStartDialog batch={batch} onClose={() => setMoving(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
