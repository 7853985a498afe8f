import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { IconBrandGoogle, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { useTabIcon } from '@web/hooks/use-tab-icon';
import { useSearchParams } from 'react-router';
import type { User } from '@core/api/auth.schema';
import { GoogleSignIn } from './google-sign-in';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

interface Props {
  user: User | null;
  /** The server has a Google credential of its own for "Sign in with Google". */
  googleAvailable: boolean;
  busy: boolean;
}

// Signed in, the page says who and offers Logout: code a signed-out first visit never needs.
const SignedInAccount = lazy(() => import('./signed-in-account'));

/**
 * docs/product.md §2 /auth, right column: google / login / register, and Logout Current Account.
 */
export function AccountLoginCard({ user, googleAvailable, busy }: Props) {
  const { t } = useTranslation();
  const tabIcon = useTabIcon();
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
          <Suspense fallback={null}>
            <SignedInAccount user={user} busy={busy} />
          </Suspense>
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
      </Stack>
    </Card>
  );
}
