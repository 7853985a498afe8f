import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import type { Channel } from '@core/api/channels.schema';

/** Active is green; a dead grant is red, "Reconnect needed", with Google's reason on hover. */
export function AccountStatusBadge({
  account,
}: {
  account: Pick<Channel, 'status' | 'statusReason'>;
}) {
  const { t } = useTranslation();
  // Never cut short ("RECONNECT NEE…"), in a table cell or beside a long channel name.
  if (account.status === 'active')
    return (
      <Badge color="green" miw="max-content">
        {t('accounts.status.active')}
      </Badge>
    );
  const badge = (
    <Badge color="red" miw="max-content">
      {t('accounts.status.reconnect')}
    </Badge>
  );
  return account.statusReason ? (
    <Tooltip label={account.statusReason} multiline maw={320} openDelay={300}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
