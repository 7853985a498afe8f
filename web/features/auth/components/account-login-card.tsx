import { Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBrandGoogle, IconLogin, IconLogout, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { PendingButton } from '@web/components/pending-button';
import { useTabIcon } from '@web/hooks/use-tab-icon';
import { Link, useSearchParams } from 'react-router';
import type { User } from '@core/api/auth.schema';
import { InitialsAvatar } from '@web/components/initials-avatar';
import { GoogleSignIn } from './google-sign-in';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { useReturnTo } from '../lib/return-to';

interface Props {
  user: User | null;
  /** The server has a Google credential of its own for "Sign in with Google". */
  googleAvailable: boolean;
  busy: boolean;
  loggingOut: boolean;
  onLogout: () => void;
}

/**
 * docs/product.md §2 /auth, right column: google / login / register, and Logout Current Account.
 */
export function AccountLoginCard({ user, googleAvailable, busy, loggingOut, onLogout }: Props) {
  const { t } = useTranslation();
  const tabIcon = useTabIcon();
  const returnTo = useReturnTo();
  // A link may open the registration tab (an invitation for an address with no account yet).
  const [params] = useSearchParams();
  const firstTab = params.get('tab') === 'register' ? 'register' : 'login';
  return (
    <Card withBorder padding="lg" h="100%">
      <Stack gap="md">
        <div>
          <Title order={3}>{t('auth.account.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('auth.account.description')}
          </Text>
        </div>
        {user ? (
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
        ) : (
          <Tabs defaultValue={firstTab} keepMounted={false}>
            <Tabs.List grow mb="md">
              <Tabs.Tab value="google" leftSection={tabIcon(IconBrandGoogle)}>
                {t('auth.tabs.google')}
              </Tabs.Tab>
              <Tabs.Tab value="login" leftSection={tabIcon(IconLogin)}>
                {t('auth.tabs.login')}
              </Tabs.Tab>
              <Tabs.Tab value="register" leftSection={tabIcon(IconUserPlus)}>
                {t('auth.tabs.register')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="google">
              <GoogleSignIn available={googleAvailable} busy={busy} />
            </Tabs.Panel>
            <Tabs.Panel value="login">
              <LoginForm busy={busy} />
            </Tabs.Panel>
            <Tabs.Panel value="register">
              <RegisterForm busy={busy} />
            </Tabs.Panel>
          </Tabs>
        )}
        {/* Only someone signed in has something to sign out of. */}
        {user && (
          <PendingButton
            variant="default"
            leftSection={<IconLogout size={16} />}
            onClick={onLogout}
            disabled={busy}
            pending={loggingOut}
            pendingLabel={t('header.loggingOut')}
          >
            {t('auth.logout.button')}
          </PendingButton>
        )}
      </Stack>
    </Card>
  );
}
