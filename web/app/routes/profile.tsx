import { Anchor, Center, Loader, Skeleton, Stack } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageHeader } from '@web/components/page-header';
import { useProfile } from '@web/features/profile/api/profile';
import { EmailCard } from '@web/features/profile/components/email-card';
import { PasswordCard } from '@web/features/profile/components/password-card';
import { SessionsCard } from '@web/features/profile/components/sessions-card';
import { ExportCard } from '@web/features/profile/components/export-card';
import { DeleteAccountCard } from '@web/features/profile/components/delete-account-card';
import { NotificationPrefsCard } from '@web/features/notifications/components/notification-prefs-card';
import { WebhooksCard } from '@web/features/webhooks/components/webhooks-card';
import { TokensCard } from '@web/features/tokens/components/tokens-card';
import { useCurrentUser } from '@web/hooks/use-current-user';
import { useTranslation } from '@web/i18n/use-translation';

/**
 * docs/security.md §8: the user's own account (address, what they are told and how, password,
 * where it is signed in, taking its data away, deleting it).
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const { isAuthenticated, isLoading } = useCurrentUser();
  const account = useProfile();
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
      {/* Their words are a later part (word-parts.ts): the rest of the page does not wait for them. */}
      <Suspense fallback={<Skeleton h={160} radius="md" />}>
        <WebhooksCard />
      </Suspense>
      <Suspense fallback={<Skeleton h={160} radius="md" />}>
        <TokensCard />
      </Suspense>
      <PasswordCard account={account.data} />
      <SessionsCard />
      <ExportCard />
      <DeleteAccountCard account={account.data} />
    </Stack>
  );
}
