import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Batch } from '@core/api/batches.schema';
import { AppModal } from '@web/components/app-modal';
import { LocalizedDates } from '@web/components/localized-dates';
import { useNow } from '@web/hooks/use-now';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { browserTimeZone } from '@web/lib/week';
import { chosenInstant, StartFields, wallOf } from '@web/components/start-fields';
import { useMoveStart } from '../api/move-start';

/** docs/schedules.md §1: a scheduled batch's start, moved by date and time (keyboard too). */
export default function MoveStartDialog({
  batch,
  onClose,
}: {
  batch: Pick<Batch, 'id' | 'startAt' | 'startTimeZone'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const move = useMoveStart();
  const timeZone = batch.startTimeZone ?? browserTimeZone();
  const [when, setWhen] = useState(() => wallOf(timeZone, Date.parse(batch.startAt!)));
  const at = chosenInstant(timeZone, when.date, when.time);
  const now = useNow(1000);
  const past = at.getTime() <= now;

  const save = async () => {
    try {
      await move.mutateAsync({ id: batch.id, startAt: at.toISOString(), timeZone });
      toast({ title: t('schedule.moved'), variant: 'success' });
      onClose();
    } catch (error) {
      toast({
        title: t('schedule.moveFailed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    }
  };

  return (
    <AppModal opened onClose={onClose} title={t('schedule.moveTitle')}>
      <LocalizedDates>
        <Stack gap="sm">
          <StartFields
            timeZone={timeZone}
            date={when.date}
            time={when.time}
            past={past}
            onChange={setWhen}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button loading={move.isPending} disabled={past} onClick={() => void save()}>
              {t('schedule.moveSave')}
            </Button>
          </Group>
        </Stack>
      </LocalizedDates>
    </AppModal>
  );
}
