import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../../core/api/accounts.schema';

/** Active is green; a dead grant is red, "Reconnect needed", with Google's reason on hover. */
export function AccountStatusBadge({
  account,
}: {
  account: Pick<Account, 'status' | 'statusReason'>;
}) {
  const { t } = useTranslation();
  if (account.status === 'active')
    return <Badge color="green">{t('accounts.status.active')}</Badge>;
  const badge = <Badge color="red">{t('accounts.status.reconnect')}</Badge>;
  return account.statusReason ? (
    <Tooltip label={account.statusReason} multiline maw={320} openDelay={300}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
