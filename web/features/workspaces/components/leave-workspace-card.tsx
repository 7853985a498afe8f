import { Button, Text } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useState } from 'react';
import type { WorkspaceSummary } from '@core/api/workspaces.schema';
import { ConfirmModal } from '@web/components/confirm-modal';
import { FormProblem } from '@web/components/form-problem';
import { TitledCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { useLeaveWorkspace } from '../api/current-workspace';
import { useArrive } from '../hooks/use-switch-workspace';

/** Leaving a shared workspace, asked first; the session goes back to the personal one. */
export function LeaveWorkspaceCard({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  const leave = useLeaveWorkspace();
  const arrive = useArrive();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const close = () => {
    setAsking(false);
    setProblem(undefined);
  };
  const onConfirm = async () => {
    setProblem(undefined);
    try {
      await leave.mutateAsync();
    } catch (error) {
      // The last owner is told here what to do first (LAST_OWNER).
      setProblem(errorText(t, error));
      return;
    }
    await arrive(t('workspaces.leave.done', { name: workspace.name }));
  };
  return (
    <TitledCard title={t('workspaces.leave.title')}>
      <Text size="sm" mb="sm">
        {t('workspaces.leave.intro')}
      </Text>
      <Button
        variant="light"
        color="red"
        style={{ alignSelf: 'flex-start' }}
        leftSection={<IconDoorExit size={16} />}
        onClick={() => setAsking(true)}
      >
        {t('workspaces.leave.button')}
      </Button>
      <ConfirmModal
        opened={asking}
        onClose={close}
        title={t('workspaces.leave.confirmTitle', { name: workspace.name })}
        confirmLabel={t('workspaces.leave.button')}
        pendingLabel={t('workspaces.leave.leaving')}
        pending={leave.isPending}
        onConfirm={() => void onConfirm()}
      >
        <Text size="sm">{t('workspaces.leave.intro')}</Text>
        <FormProblem>{problem}</FormProblem>
      </ConfirmModal>
    </TitledCard>
  );
}
