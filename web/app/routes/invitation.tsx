import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AddressText } from '@web/components/address-text';
import { PendingButton } from '@web/components/pending-button';
import { PublicCard } from '@web/features/auth/components/public-card';
import { useLogoutFlow } from '@web/features/auth/hooks/use-logout-flow';
import { useInvitationPreview } from '@web/features/workspaces/api/invitation-link';
import { AcceptInvitation } from '@web/features/workspaces/components/accept-invitation';
import { InvitationDetails } from '@web/features/workspaces/components/invitation-details';
import { useCurrentUser } from '@web/hooks/use-current-user';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The page an invitation's email links to, signed in or not. Only a person signed in with the
 * address it was sent to may accept it; anyone else is told how to get there, and comes back to
 * this page (its token in the address) once signed in.
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, isLoading } = useCurrentUser();
  const preview = useInvitationPreview(token);
  const back = encodeURIComponent(`/invitation?token=${encodeURIComponent(token)}`);
  const signIn = `/auth?returnTo=${back}`;
  const logout = useLogoutFlow(signIn);

  if (!token || preview.isError) {
    return (
      <PublicCard title={t('workspaces.invitation.title')}>
        <Alert color="orange" role="alert">
          {token ? errorText(t, preview.error) : t('errors.code.INVITATION_INVALID')}
        </Alert>
        <Button component={Link} to={user ? '/' : '/auth'} variant="light" w="fit-content">
          {user ? t('auth.account.open') : t('header.login')}
        </Button>
      </PublicCard>
    );
  }
  if (!preview.data || isLoading) {
    return (
      <PublicCard title={t('workspaces.invitation.title')}>
        <Center>
          <Loader />
        </Center>
      </PublicCard>
    );
  }
  const { email } = preview.data;
  return (
    <PublicCard title={t('workspaces.invitation.title')}>
      <InvitationDetails preview={preview.data} />
      {!user ? (
        <>
          <Text size="sm">
            <AddressText text={t('workspaces.invitation.signInFirst')} email={email} />
          </Text>
          <Group gap="sm">
            <Button component={Link} to={signIn}>
              {t('header.login')}
            </Button>
            <Button component={Link} to={`${signIn}&tab=register`} variant="light">
              {t('workspaces.invitation.register')}
            </Button>
          </Group>
        </>
      ) : sameAddress(user.email, email) ? (
        <AcceptInvitation token={token} />
      ) : (
        <>
          <Alert color="orange">
            {t('errors.code.INVITATION_OTHER_EMAIL', { detail: email })}{' '}
            <AddressText text={t('workspaces.invitation.signedInAs')} email={user.email} />
          </Alert>
          <PendingButton
            variant="light"
            w="fit-content"
            pending={logout.isPending}
            pendingLabel={t('header.loggingOut')}
            onClick={logout.logout}
          >
            {t('workspaces.invitation.signOut')}
          </PendingButton>
        </>
      )}
    </PublicCard>
  );
}
