import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import type { BatchPreview } from '@core/api/batches.schema';
import { AppModal } from '@web/components/app-modal';
import { ConfirmButtons } from '@web/components/confirm-buttons';
import { useState } from 'react';
import { PlanDetails } from '@web/components/batch-preview/plan-details';
import { PreviewDetails } from '@web/components/batch-preview/preview-details';
import { StartPicker } from './start-picker';
import { UnavailableVideos } from './unavailable-videos';
import type { Confirmation } from '../hooks/use-launch-confirmation';

/** A batch still going already holds these comments: said first, before anything else. */
function RunningWarning({ preview }: { preview: BatchPreview }) {
  const { t } = useTranslation();
  if (preview.warnings.sameAsRunning) {
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title={t('launch.confirm.sameAsRunning')}
      >
        {t('launch.confirm.sameAsRunningDesc')}
      </Alert>
    );
  }
  if (!preview.warnings.duplicates) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
      {t('launch.confirm.duplicates', { count: preview.warnings.duplicates })}
    </Alert>
  );
}

/**
 * docs/responsible-use.md §1: nothing is posted before this is confirmed. It names a batch still
 * going that holds the same comments and the videos YouTube would refuse, then says how many
 * comments, from which channels, on how many videos, the texts, the quota, the time, and what
 * deserves a second look; when it starts (now or later) and the plan of its days.
 */
export function ConfirmLaunchModal({
  confirmation,
  pending,
  updating,
  onLeaveOut,
  onStart,
  onCancel,
  onConfirm,
}: {
  confirmation: Confirmation | undefined;
  pending: boolean;
  /** The preview is being made again (videos left out or kept). */
  updating: boolean;
  onLeaveOut: (leaveOut: boolean) => void;
  /** The start chosen: undefined for now, an ISO instant for later. */
  onStart: (startAt: string | undefined) => void;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const [startInvalid, setStartInvalid] = useState(false);
  const preview = confirmation?.preview;
  const scheduled = !!confirmation?.body.startAt;
  return (
    <AppModal
      opened={!!confirmation}
      onClose={onCancel}
      title={t('launch.confirm.title')}
      size="lg"
    >
      {confirmation && (
        <Stack gap="sm">
          {preview && <RunningWarning preview={preview} />}
          <UnavailableVideos
            check={confirmation.check}
            checkError={confirmation.checkError}
            leaveOut={confirmation.leaveOut}
            disabled={updating || pending}
            onLeaveOut={onLeaveOut}
          />
          <StartPicker
            disabled={updating || pending}
            onChange={(startAt) => {
              setStartInvalid(startAt === null);
              if (startAt !== null) onStart(startAt);
            }}
          />
          {preview ? (
            <>
              <PreviewDetails preview={preview} scheduled={scheduled} />
              <PlanDetails preview={preview} scheduled={scheduled} />
            </>
          ) : (
            <Text fw={500}>{t('launch.confirm.nothingLeft')}</Text>
          )}
          <Alert variant="light" icon={<IconInfoCircle size={18} />}>
            {t('launch.confirm.visibility')}
          </Alert>
          <ConfirmButtons
            onCancel={onCancel}
            pending={pending}
            pendingLabel={t('launch.confirm.queuing')}
            disabled={!preview || updating || startInvalid}
            onConfirm={onConfirm}
          >
            {scheduled
              ? t('launch.confirm.scheduleButton', { count: preview?.total ?? 0 })
              : t('launch.confirm.button', { count: preview?.total ?? 0 })}
          </ConfirmButtons>
        </Stack>
      )}
    </AppModal>
  );
}
