import { Anchor, Avatar, Badge, Checkbox, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { CutText } from '@web/components/cut-text';
import { useTranslation } from '@web/i18n/use-translation';
import { Link } from 'react-router';
import type { Channel } from '@core/api/channels.schema';
import { initials } from '@core/format/initials';
import { EmptyState } from '@web/components/section-card';
import { useCan } from '@web/hooks/use-can';
import type { LaunchSelection } from '../hooks/use-launch-selection';

/** docs/product.md §2: fullName, or the part of the email before the at-sign. */
const displayName = (a: Channel) => a.fullName || a.email.split('@')[0]!;

function StatusBadge({ account }: { account: Channel }) {
  const { t } = useTranslation();
  // docs/visibility.md: others have not been seeing its comments; said whatever else is true.
  const hidden = account.health.flagged && (
    <Badge color="orange" miw="max-content">
      {t('channels.health.flagged')}
    </Badge>
  );
  return (
    <Stack gap={4} align="flex-end">
      <PostingBadge account={account} />
      {hidden}
    </Stack>
  );
}

function PostingBadge({ account }: { account: Channel }) {
  const { t } = useTranslation();
  if (account.postingPaused) return <Badge color="yellow">{t('launch.accounts.paused')}</Badge>;
  if (account.status === 'active')
    return <Badge color="green">{t('accounts.status.active')}</Badge>;
  if (account.status === 'error')
    return <Badge color="red">{t('accounts.status.reconnect')}</Badge>;
  return <Badge color="gray">{account.status || t('launch.accounts.unknown')}</Badge>;
}

/** docs/product.md §2 /launch, accounts: a select-all box and the channels in a 400 px list. */
export function AccountsTab({
  accounts,
  selection,
}: {
  accounts: Channel[];
  selection: LaunchSelection;
}) {
  const { t } = useTranslation();
  const canConnect = useCan('channels.write');
  if (!accounts.length) {
    return (
      <EmptyState
        icon={<IconUsers size={32} stroke={1.5} />}
        title={t('launch.accounts.none')}
        hint={canConnect ? t('launch.accounts.noneHint') : t('launch.accounts.noneHintReadOnly')}
      >
        <Anchor component={Link} to="/accounts">
          {t('launch.accounts.goToAccounts')}
        </Anchor>
      </EmptyState>
    );
  }
  const chosen = selection.accounts;
  // docs/product.md §5: checked only when every channel is selected and there is at least one.
  const all = accounts.length > 0 && accounts.every((a) => chosen.has(a.id));
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Checkbox
          label={t('launch.accounts.selectAll')}
          checked={all}
          indeterminate={!all && chosen.size > 0}
          onChange={() =>
            selection.setAccounts(all ? new Set() : new Set(accounts.map((a) => a.id)))
          }
        />
        <Text size="sm" c="dimmed">
          {t('launch.accounts.selected', { count: chosen.size })}
        </Text>
      </Group>
      <ScrollArea.Autosize mah={400}>
        <Stack gap={4} role="list">
          {accounts.map((account) => (
            <Group key={account.id} gap="sm" wrap="nowrap" p={6} role="listitem">
              <Checkbox
                aria-label={t('launch.accounts.select', { name: displayName(account) })}
                checked={chosen.has(account.id)}
                onChange={() =>
                  selection.setAccounts((current) => {
                    const next = new Set(current);
                    if (!next.delete(account.id)) next.add(account.id);
                    return next;
                  })
                }
              />
              <Avatar src={account.avatar} radius="xl" color="red" alt="">
                {initials({ fullName: account.fullName, email: account.email })}
              </Avatar>
              <div style={{ flex: 1, minWidth: 0 }}>
                <CutText size="sm" fw={500}>
                  {displayName(account)}
                </CutText>
                <CutText size="xs" c="dimmed">
                  {account.email}
                </CutText>
              </div>
              <StatusBadge account={account} />
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
