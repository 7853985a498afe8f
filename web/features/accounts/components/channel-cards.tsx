import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../../core/api/accounts.schema';
import { Fact } from '../../../components/fact';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { RelativeTime } from '../../../components/relative-time';
import { AccountStatusBadge } from './account-status-badge';
import { ChannelActions } from './channel-actions';

/** The connected channels on a phone: one card each, its actions in full under it. */
export function ChannelCards({ items }: { items: Account[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {items.map((account) => {
        const name = account.fullName ?? account.email;
        return (
          <Paper key={account.id} withBorder p="sm" role="group" aria-label={name}>
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <InitialsAvatar
                    src={account.avatar}
                    name={account.fullName}
                    email={account.email}
                  />
                  <div style={{ minWidth: 0 }}>
                    <Anchor
                      href={`https://www.youtube.com/channel/${account.channelId}`}
                      target="_blank"
                      rel="noreferrer"
                      fw={500}
                      size="sm"
                    >
                      {name}
                    </Anchor>
                    <Text size="xs" c="dimmed" truncate>
                      {account.email}
                    </Text>
                  </div>
                </Group>
                <AccountStatusBadge account={account} />
              </Group>
              <Group gap="md" wrap="wrap">
                <Fact label={t('channels.column.credential')}>
                  {account.credentialId ? account.credentialName : t('credentials.server.name')}
                </Fact>
                <Fact label={t('channels.column.lastUsed')}>
                  {account.lastUsedAt ? (
                    <RelativeTime date={account.lastUsedAt} size="xs" />
                  ) : (
                    t('channels.neverUsed')
                  )}
                </Fact>
                <Fact label={t('channels.column.commentsPosted')}>
                  {account.commentsPosted.toLocaleString()}
                </Fact>
              </Group>
              <ChannelActions account={account} justify="flex-start" wrap />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
