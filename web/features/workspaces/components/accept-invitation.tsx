import { Stack } from '@mantine/core';
import { useState } from 'react';
import { FormProblem } from '@web/components/form-problem';
import { PendingButton } from '@web/components/pending-button';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { useAcceptInvitation } from '../api/invitation-link';
import { useArrive } from '../hooks/use-switch-workspace';

/** Joins the invitation's workspace and opens it: its dashboard, every cache about another gone. */
export function AcceptInvitation({ token }: { token: string }) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const arrive = useArrive();
  const [problem, setProblem] = useState<string>();
  const onAccept = async () => {
    setProblem(undefined);
    try {
      const workspace = await accept.mutateAsync(token);
      await arrive(t('workspaces.invitation.joined', { name: workspace.name }));
    } catch (error) {
      setProblem(errorText(t, error));
    }
  };
  return (
    <Stack gap="xs">
      <FormProblem>{problem}</FormProblem>
      <PendingButton
        pending={accept.isPending}
        pendingLabel={t('workspaces.invitation.accepting')}
        onClick={() => void onAccept()}
      >
        {t('workspaces.invitation.accept')}
      </PendingButton>
    </Stack>
  );
}
