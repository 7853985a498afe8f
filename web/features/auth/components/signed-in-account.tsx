import { Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { User } from '@core/api/auth.schema';
import { InitialsAvatar } from '@web/components/initials-avatar';
import { PendingButton } from '@web/components/pending-button';
import { useTranslation } from '@web/i18n/use-translation';
import { useLogoutFlow } from '../hooks/use-logout-flow';
import { useReturnTo } from '../lib/return-to';

/**
 * The sign-in page for someone already signed in: who they are, the way back, and Logout Current
 * Account. A chunk of its own (account-login-card.tsx loads it lazily): a signed-out first visit,
 * the page's usual one, downloads none of it (e2e/bundle-budget.ts).
 */
export default function SignedInAccount({ user, busy }: { user: User; busy: boolean }) {
  const { t } = useTranslation();
  const returnTo = useReturnTo();
  const logout = useLogoutFlow();
  return (
    <>
      <Group wrap="nowrap">
        <InitialsAvatar src={user.avatar} name={user.fullName} email={user.email} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm">{t('auth.account.signedInAs')}</Text>
          <Text fw={500} truncate>
            {user.fullName ?? user.email}
          </Text>
        </div>
        <Button component={Link} to={returnTo ?? '/'} variant="light" ml="auto" disabled={busy}>
          {t('auth.account.open')}
        </Button>
      </Group>
      <PendingButton
        variant="default"
        leftSection={<IconLogout size={16} />}
        onClick={logout.logout}
        disabled={busy}
        pending={logout.isPending}
        pendingLabel={t('header.loggingOut')}
      >
        {t('auth.logout.button')}
      </PendingButton>
    </>
  );
}
