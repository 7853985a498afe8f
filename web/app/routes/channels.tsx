import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@web/components/page-header';
import { RoleNote } from '@web/components/role-note';
import { ConnectedChannelsCard } from '@web/features/channels/components/connected-channels-card';
import { channelTopic } from '@web/features/channels/lib/channel-topic';
import { ApiKeyCard } from '@web/features/credentials/components/api-key-card';
import { CredentialsTable } from '@web/features/credentials/components/credentials-table';
import { toast } from '@web/lib/toast';

export default function AccountsPage() {
  const { t } = useTranslation();
  useConnectedToast();
  return (
    <>
      <PageHeader title={t('pages.accounts.title')} description={t('pages.accounts.description')} />
      <Stack gap="lg">
        <RoleNote permission="channels.write" />
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
      // "Ready to post" leaves with the channel when it is disconnected.
      topic: channelTopic(connected),
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
