import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { createWorkspaceBodySchema } from '@core/api/workspaces.schema';
import { AppModal } from '@web/components/app-modal';
import { ConfirmButtons } from '@web/components/confirm-buttons';
import { FormProblem } from '@web/components/form-problem';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { useCreateWorkspace } from '../api/workspaces';
import { useSwitchTo } from '../hooks/use-switch-workspace';

/** A new shared workspace, its maker its owner; the session then works in it. */
export function NewWorkspaceModal({
  opened,
  onClose,
  onEntered,
}: {
  opened: boolean;
  onClose: () => void;
  /** The session works in the new workspace (the phone's drawer closes then). */
  onEntered?: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWorkspace();
  const { switchTo, isPending: switching } = useSwitchTo();
  const form = useSchemaForm({
    name: 'new-workspace',
    initialValues: { name: '' },
    rules: createWorkspaceBodySchema,
  });
  const [problem, setProblem] = useState<string>();
  const close = () => {
    form.reset();
    setProblem(undefined);
    onClose();
  };

  const onSubmit = form.submit(async (body) => {
    setProblem(undefined);
    let made;
    try {
      made = await create.mutateAsync(body);
    } catch (error) {
      setProblem(errorText(t, error));
      return;
    }
    // Made: a failed switch is said by its own toast, and the new workspace is in the menu.
    close();
    if (await switchTo(made.id)) onEntered?.();
  });

  return (
    <AppModal opened={opened} onClose={close} title={t('workspaces.create.title')}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('workspaces.create.intro')}
          </Text>
          <TextInput
            label={t('workspaces.create.name')}
            required
            data-autofocus
            autoComplete="off"
            {...form.getInputProps('name')}
          />
          <FormProblem>{problem}</FormProblem>
          <ConfirmButtons
            type="submit"
            onCancel={close}
            pending={create.isPending || switching}
            pendingLabel={t('workspaces.create.creating')}
          >
            {t('workspaces.create.submit')}
          </ConfirmButtons>
        </Stack>
      </form>
    </AppModal>
  );
}
