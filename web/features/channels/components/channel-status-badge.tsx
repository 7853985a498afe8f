import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import type { Channel } from '@core/api/channels.schema';

/**
 * The channel's one status: "Reconnect needed" (red, Google's reason on hover and under it) when
 * its grant no longer works, else "Posting paused" (yellow) when it is paused, else "Active"
 * (green). A paused channel is not shown "Active" beside "Posting paused".
 */
export function AccountStatusBadge({
  account,
}: {
  account: Pick<Channel, 'status' | 'statusReason' | 'postingPaused'>;
}) {
  const { t } = useTranslation();
  // Never cut short ("RECONNECT NEE…"), in a table cell or beside a long channel name.
  if (account.status === 'active')
    return account.postingPaused ? (
      <Badge color="yellow" miw="max-content">
        {t('channels.health.paused')}
      </Badge>
    ) : (
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
