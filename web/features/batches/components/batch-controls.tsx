import { Button, Group } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Batch } from '@core/api/batches.schema';
import { ActionButton } from '@web/components/action-button';
import { IfCan } from '@web/components/if-can';
import { useTranslation } from '@web/i18n/use-translation';
import type { BatchAction } from '../api/control-batch';
import { useBatchPermission } from '@web/hooks/use-batch-permission';

/**
 * A batch's controls, for whom they work: its author, or an owner or admin for anyone's. One that
 * waits for approval can only be cancelled, by its author; an approver is led to decide it.
 */
export function BatchControls({
  batch,
  onAct,
  onCancel,
}: {
  batch: Batch;
  onAct: (action: BatchAction) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const permission = useBatchPermission(batch.createdBy);
  const cancel = (
    <ActionButton icon={IconX} color="red" onClick={onCancel}>
      {t('batches.cancel')}
    </ActionButton>
  );
  if (batch.status === 'awaitingApproval') {
    if (permission === 'batches.write') return <IfCan permission={permission}>{cancel}</IfCan>;
    return (
      <IfCan permission="batches.approve">
        <Button component={Link} to={`/approvals/${batch.id}`} size="compact-sm">
          {t('batches.review')}
        </Button>
      </IfCan>
    );
  }
  return (
    <IfCan permission={permission}>
      <Group gap="xs">
        {batch.status === 'paused' ? (
          <ActionButton icon={IconPlayerPlay} onClick={() => onAct('resume')}>
            {t('batches.resume')}
          </ActionButton>
        ) : (
          <ActionButton icon={IconPlayerPause} color="yellow" onClick={() => onAct('pause')}>
            {t('batches.pause')}
          </ActionButton>
        )}
        {cancel}
      </Group>
    </IfCan>
  );
}
