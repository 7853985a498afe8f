import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ConnectedChannelsCard } from '../../features/accounts/components/connected-channels-card';
import { ApiKeyCard } from '../../features/credentials/components/api-key-card';
import { CredentialsTable } from '../../features/credentials/components/credentials-table';
import { toast } from '../../lib/toast';

export default function AccountsPage() {
  const { t } = useTranslation();
  useConnectedToast();
  return (
    <>
      <PageHeader title={t('pages.accounts.title')} description={t('pages.accounts.description')} />
      <Stack gap="lg">
        <CredentialsTable />
        <ConnectedChannelsCard />
        <ApiKeyCard />
      </Stack>
    </>
  );
}

/** The connection flow comes back with `?connected=<channel>`: say so once, then tidy the address. */
function useConnectedToast() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const connected = params.get('connected');
  useEffect(() => {
    if (!connected) return;
    toast({
      title: t('channels.connected'),
      description: t('channels.connectedDesc', { name: connected }),
      variant: 'success',
    });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('connected');
        return next;
      },
      { replace: true },
    );
  }, [connected, t, setParams]);
}
