import { Button, Stack, Table, Text } from '@mantine/core';
import { IconBrandYoutube } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { formatNumber } from '@core/format/number';
import { Link } from 'react-router';
import { RelativeTime } from '@web/components/relative-time';
import { useChannels } from '@web/hooks/use-channels';
import type { Channel } from '@core/api/channels.schema';
import { EmptyState, ListQuery, SectionCard } from '@web/components/section-card';
import { AccountStatusBadge } from './channel-status-badge';
import { ChannelActions } from './channel-actions';
import { ChannelCards } from './channel-cards';
import { ChannelHealthInfo } from './channel-health';
import { ChannelWindowsInfo } from './channel-windows';
import { ChannelIdentity } from './channel-identity';
import { usePhone } from '@web/hooks/use-phone';
import { useCan } from '@web/hooks/use-can';

/** Every connected channel: its health, its credential, when it last posted, and what it posted. */
export function ConnectedChannelsCard() {
  const { t } = useTranslation();
  const accounts = useChannels();
  // A phone gets one card per channel: a six-column table would hide its actions off screen.
  const phone = usePhone();
  const canWrite = useCan('channels.write');

  return (
    <SectionCard
      title={t('channels.title')}
      description={t('channels.description')}
      action={
        canWrite &&
        !!accounts.data?.length && (
          <Button component={Link} to="/disconnect" variant="light" color="red">
            {t('channels.disconnectAll')}
          </Button>
        )
      }
    >
      <ListQuery
        query={accounts}
        errorTitle={t('accounts.fetchFailed')}
        empty={
          <EmptyState
            icon={<IconBrandYoutube size={32} stroke={1.5} />}
            title={t('channels.empty.title')}
            hint={canWrite ? t('channels.empty.hint') : t('channels.empty.hintReadOnly')}
          />
        }
      >
        {(items) => (phone ? <ChannelCards items={items} /> : <Channels items={items} />)}
      </ListQuery>
    </SectionCard>
  );
}

function Channels({ items }: { items: Channel[] }) {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('channels.write');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('channels.column.channel')}</Table.Th>
            <Table.Th>{t('channels.column.credential')}</Table.Th>
            <Table.Th>{t('channels.column.status')}</Table.Th>
            <Table.Th>{t('channels.column.lastUsed')}</Table.Th>
            <Table.Th ta="right">{t('channels.column.commentsPosted')}</Table.Th>
            {canWrite && <Table.Th ta="right">{t('credentials.column.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((account) => (
            <Table.Tr key={account.id}>
              <Table.Td>
                <ChannelIdentity account={account} emailWidth={260} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {account.credentialId ? account.credentialName : t('credentials.server.name')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={6}>
                  <AccountStatusBadge account={account} />
                  <ChannelHealthInfo account={account} />
                  <ChannelWindowsInfo account={account} />
                </Stack>
              </Table.Td>
              <Table.Td>
                {account.lastUsedAt ? (
                  <RelativeTime date={account.lastUsedAt} size="sm" />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('channels.neverUsed')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(account.commentsPosted, i18n.language)}</Table.Td>
              {canWrite && (
                <Table.Td>
                  <ChannelActions account={account} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
