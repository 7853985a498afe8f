import { Anchor, Center, Loader, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useAccount } from '../../features/auth/api/account';
import { EmailCard } from '../../features/auth/components/email-card';
import { PasswordCard } from '../../features/auth/components/password-card';
import { SessionsCard } from '../../features/auth/components/sessions-card';
import { ExportCard } from '../../features/auth/components/export-card';
import { DeleteAccountCard } from '../../features/auth/components/delete-account-card';
import { NotificationPrefsCard } from '../../features/notifications/components/notification-prefs-card';
import { WebhooksCard } from '../../features/notifications/components/webhooks-card';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useTranslation } from '../../i18n/use-translation';

/**
 * docs/security.md §8: the user's own account (address, what they are told and how, password,
 * where it is signed in, taking its data away, deleting it).
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const { isAuthenticated, isLoading } = useCurrentUser();
  const account = useAccount();
  const { hash } = useLocation();
  const loaded = Boolean(account.data);
  // A notification's link names a card (#export, #notifications): shown once the page is drawn.
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [loaded, hash]);
  if (!isLoading && !isAuthenticated) return <Navigate to="/auth" replace />;
  if (!account.data) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <div>
        <Anchor component={Link} to="/dashboard" size="sm">
          {t('account.backToApp')}
        </Anchor>
        <PageHeader title={t('account.title')} description={t('account.description')} />
      </div>
      <EmailCard account={account.data} />
      <NotificationPrefsCard />
      <WebhooksCard />
      <PasswordCard account={account.data} />
      <SessionsCard />
      <ExportCard />
      <DeleteAccountCard account={account.data} />
    </Stack>
  );
}
