import { Group, List, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { createInvitationBodySchema } from '@core/api/workspaces.schema';
import { ROLES, type Role } from '@core/workspaces/roles';
import { EmailField } from '@web/components/email-field';
import { FormProblem } from '@web/components/form-problem';
import { PendingButton } from '@web/components/pending-button';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { useTranslation } from '@web/i18n/use-translation';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useInvite } from '../api/invitations';
import { assignableRoles } from '../lib/permissions';

/** What a newcomer usually needs: work with videos, templates and batches, not the settings. */
const USUAL_ROLE: Role = 'editor';

/** Invites an address with a role the person may give; the invitation is emailed at once. */
export function InviteForm({ actor }: { actor: Role }) {
  const { t } = useTranslation();
  const invite = useInvite();
  const roles = assignableRoles(actor);
  const form = useSchemaForm({
    name: 'invite',
    initialValues: { email: '', role: roles.includes(USUAL_ROLE) ? USUAL_ROLE : roles.at(-1)! },
    rules: createInvitationBodySchema,
  });
  const [problem, setProblem] = useState<string>();

  const onSubmit = form.submit(async (body) => {
    setProblem(undefined);
    try {
      const sent = await invite.mutateAsync(body);
      form.setFieldValue('email', '');
      toast({ title: t('workspaces.invite.sent', { email: sent.email }), variant: 'success' });
    } catch (error) {
      // What is wrong with the address is said under it.
      const aboutEmail = error instanceof ApiError && error.code === 'ALREADY_MEMBER';
      if (aboutEmail) form.setFieldError('email', errorText(t, error));
      else setProblem(errorText(t, error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <EmailField
            name="email"
            autoComplete="off"
            style={{ flex: '1 1 240px' }}
            {...form.getInputProps('email')}
          />
          <NativeSelect
            label={t('workspaces.invite.role')}
            w={160}
            data={roles.map((role) => ({ value: role, label: t(`workspaces.role.${role}`) }))}
            {...form.getInputProps('role')}
          />
        </Group>
        <FormProblem>{problem}</FormProblem>
        <PendingButton
          type="submit"
          pending={invite.isPending}
          pendingLabel={t('workspaces.invite.sending')}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('workspaces.invite.submit')}
        </PendingButton>
        <div>
          <Text size="xs" fw={500} c="dimmed">
            {t('workspaces.roles.title')}
          </Text>
          <List size="xs" c="dimmed" spacing={2}>
            {ROLES.map((role) => (
              <List.Item key={role}>
                {t('common.labelled', {
                  label: t(`workspaces.role.${role}`),
                  value: t(`workspaces.roles.${role}`),
                })}
              </List.Item>
            ))}
          </List>
        </div>
      </Stack>
    </form>
  );
}
