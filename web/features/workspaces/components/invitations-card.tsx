import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { INVITATION_DAYS, type Invitation } from '@core/api/workspaces.schema';
import type { Role } from '@core/workspaces/roles';
import { formatDateTime } from '@core/format/date-time';
import { AddressText, EmailAddress } from '@web/components/address-text';
import { ConfirmModal } from '@web/components/confirm-modal';
import { ListQuery, SectionCard } from '@web/components/section-card';
import { useNow } from '@web/hooks/use-now';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useInvitations, useResendInvitation, useRevokeInvitation } from '../api/invitations';
import { InviteForm } from './invite-form';

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useTranslation();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [asking, setAsking] = useState(false);
  const { email } = invitation;
  const now = useNow();
  const expired = new Date(invitation.expiresAt).getTime() <= now;
  const expiry = formatDateTime(invitation.expiresAt, i18n.language);
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setAsking(false);
      toast({ title: done, variant: 'success' });
    } catch (error) {
      toast({ title: errorText(t, error), variant: 'destructive' });
    }
  };
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            <EmailAddress email={email} />
          </Text>
          <Text size="xs" c="dimmed">
            {t(`workspaces.role.${invitation.role}`)}
            {invitation.invitedBy && (
              <>
                {' · '}
                <AddressText
                  text={t('workspaces.invitations.invitedBy')}
                  email={invitation.invitedBy}
                />
              </>
            )}
          </Text>
          <Text size="xs" c={expired ? 'red' : 'dimmed'}>
            {t(expired ? 'workspaces.invitations.expired' : 'workspaces.invitations.expires', {
              date: expiry,
            })}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            loading={resend.isPending}
            aria-label={t('workspaces.invitations.resendTo', { email })}
            onClick={() =>
              void run(
                () => resend.mutateAsync(invitation.id),
                t('workspaces.invitations.resent', { email }),
              )
            }
          >
            {t('workspaces.invitations.resend')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={t('workspaces.invitations.revokeFor', { email })}
            onClick={() => setAsking(true)}
          >
            {t('workspaces.invitations.revoke')}
          </Button>
        </Group>
      </Group>
      <ConfirmModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('workspaces.invitations.revokeTitle')}
        confirmLabel={t('workspaces.invitations.revoke')}
        pendingLabel={t('workspaces.invitations.revoking')}
        pending={revoke.isPending}
        onConfirm={() =>
          void run(
            () => revoke.mutateAsync(invitation.id),
            t('workspaces.invitations.revoked', { email }),
          )
        }
      >
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('workspaces.invitations.revokeText', { email })}
        </Text>
      </ConfirmModal>
    </Paper>
  );
}

/** For who manages members: a new invitation, and those not yet accepted. */
export function InvitationsCard({ actor }: { actor: Role }) {
  const { t } = useTranslation();
  const invitations = useInvitations();
  return (
    <SectionCard
      title={t('workspaces.invite.title')}
      description={t('workspaces.invite.intro', { days: INVITATION_DAYS })}
    >
      <Stack gap="lg">
        <InviteForm actor={actor} />
        <Stack gap="sm">
          <Title order={4}>{t('workspaces.invitations.title')}</Title>
          <ListQuery
            query={invitations}
            errorTitle={t('workspaces.invitations.loadFailed')}
            empty={
              <Text size="sm" c="dimmed">
                {t('workspaces.invitations.empty')}
              </Text>
            }
          >
            {(items) => (
              <Stack
                component="ul"
                gap="xs"
                aria-label={t('workspaces.invitations.title')}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {items.map((invitation) => (
                  <InvitationRow key={invitation.id} invitation={invitation} />
                ))}
              </Stack>
            )}
          </ListQuery>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
