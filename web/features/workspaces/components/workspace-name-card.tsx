import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { renameWorkspaceBodySchema, type WorkspaceSummary } from '@core/api/workspaces.schema';
import { FormProblem } from '@web/components/form-problem';
import { PendingButton } from '@web/components/pending-button';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useRenameWorkspace } from '../api/current-workspace';

function RenameForm({ workspace, onDone }: { workspace: WorkspaceSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameWorkspace();
  const form = useSchemaForm({
    name: 'rename-workspace',
    initialValues: { name: workspace.name },
    rules: renameWorkspaceBodySchema,
  });
  const [problem, setProblem] = useState<string>();
  const onSubmit = form.submit(async ({ name }) => {
    setProblem(undefined);
    try {
      await rename.mutateAsync(name);
      toast({ title: t('workspaces.name.renamed'), variant: 'success' });
      onDone();
    } catch (error) {
      setProblem(errorText(t, error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm" maw={480}>
        <TextInput
          label={t('workspaces.name.label')}
          required
          data-autofocus
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <FormProblem>{problem}</FormProblem>
        <Group gap="sm">
          <PendingButton type="submit" pending={rename.isPending} pendingLabel={t('common.saving')}>
            {t('common.save')}
          </PendingButton>
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The workspace's name (its owner renames it here), whether it is personal, the person's role. */
export function WorkspaceNameCard({
  workspace,
  mayRename,
}: {
  workspace: WorkspaceSummary;
  mayRename: boolean;
}) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  return (
    <Card withBorder padding="lg">
      {renaming ? (
        <RenameForm workspace={workspace} onDone={() => setRenaming(false)} />
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Title order={3} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {workspace.name}
            </Title>
            {mayRename && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPencil size={14} />}
                style={{ flexShrink: 0 }}
                onClick={() => setRenaming(true)}
              >
                {t('workspaces.name.rename')}
              </Button>
            )}
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              {t('workspaces.name.yourRole', { role: t(`workspaces.role.${workspace.role}`) })}
            </Text>
            {workspace.personal && (
              <Badge variant="light" color="gray">
                {t('workspaces.personal')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t(workspace.personal ? 'workspaces.name.personalHint' : 'workspaces.name.sharedHint')}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
