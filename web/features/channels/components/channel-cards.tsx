import { Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import { formatNumber } from '@core/format/number';
import type { Channel } from '@core/api/channels.schema';
import { Fact } from '@web/components/fact';
import { RelativeTime } from '@web/components/relative-time';
import { useCan } from '@web/hooks/use-can';
import { AccountStatusBadge } from './channel-status-badge';
import { ChannelActions } from './channel-actions';
import { ChannelHealthInfo } from './channel-health';
import { ChannelWindowsInfo } from './channel-windows';
import { ChannelIdentity } from './channel-identity';

/** The connected channels on a phone: one card each, its actions in full under it. */
export function ChannelCards({ items }: { items: Channel[] }) {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('channels.write');
  return (
    <Stack gap="sm">
      {items.map((account) => {
        const name = account.fullName ?? account.email;
        return (
          <Paper key={account.id} withBorder p="sm" role="group" aria-label={name}>
            <Stack gap="xs">
              {/* The status goes under the name when both do not fit: the email is not cut. */}
              <Group gap="xs" wrap="wrap" justify="space-between" align="flex-start">
                <ChannelIdentity account={account} />
                <AccountStatusBadge account={account} />
              </Group>
              <ChannelHealthInfo account={account} />
              <ChannelWindowsInfo account={account} />
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
                  {formatNumber(account.commentsPosted, i18n.language)}
                </Fact>
              </Group>
              {canWrite && <ChannelActions account={account} justify="flex-start" />}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
