import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { WorkspaceSummary } from '@core/api/workspaces.schema';
import { AppModal } from '@web/components/app-modal';
import { ConfirmButtons } from '@web/components/confirm-buttons';
import { FormProblem } from '@web/components/form-problem';
import { TitledCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { useDeleteWorkspace } from '../api/current-workspace';
import { useArrive } from '../hooks/use-switch-workspace';

/**
 * Deleting a shared workspace (its owner's), for every member, with all its work: confirmed by
 * typing its name, as nothing of it can come back.
 */
export function DeleteWorkspaceCard({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  const remove = useDeleteWorkspace();
  const arrive = useArrive();
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const close = () => {
    setAsking(false);
    setTyped('');
    setProblem(undefined);
  };
  const onConfirm = async () => {
    setProblem(undefined);
    try {
      await remove.mutateAsync();
    } catch (error) {
      setProblem(errorText(t, error));
      return;
    }
    await arrive(t('workspaces.delete.done', { name: workspace.name }));
  };
  return (
    <TitledCard title={t('workspaces.delete.title')}>
      <Text size="sm" mb="sm">
        {t('workspaces.delete.intro')}
      </Text>
      <Button
        variant="light"
        color="red"
        style={{ alignSelf: 'flex-start' }}
        leftSection={<IconTrash size={16} />}
        onClick={() => setAsking(true)}
      >
        {t('workspaces.delete.button')}
      </Button>
      <AppModal
        opened={asking}
        onClose={close}
        title={t('workspaces.delete.confirmTitle', { name: workspace.name })}
      >
        <Stack gap="md">
          <Text size="sm">{t('workspaces.delete.intro')}</Text>
          <TextInput
            label={t('workspaces.delete.typeName', { name: workspace.name })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
            styles={{ label: { overflowWrap: 'anywhere' } }}
          />
          <FormProblem>{problem}</FormProblem>
          <ConfirmButtons
            onCancel={close}
            color="red"
            disabled={typed.trim() !== workspace.name}
            pending={remove.isPending}
            pendingLabel={t('workspaces.delete.deleting')}
            onConfirm={() => void onConfirm()}
          >
            {t('workspaces.delete.button')}
          </ConfirmButtons>
        </Stack>
      </AppModal>
    </TitledCard>
  );
}
