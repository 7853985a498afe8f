import { Button, Group, Text, type GroupProps } from '@mantine/core';
import { IconHeartbeat, IconPlugConnected, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import type { Channel } from '@core/api/channels.schema';
import { SERVER_CREDENTIAL_ID } from '@core/api/server-credential';
import { ConfirmModal } from '@web/components/confirm-modal';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { credentialSignInPath, navigateAway } from '@web/lib/navigate-away';
import { toast } from '@web/lib/toast';
import { useCheckAccount } from '../api/check-channel';
import { useDisconnectAccount } from '../api/disconnect-channel';
import { channelTopic } from '../lib/channel-topic';
import { WindowsButton } from './channel-windows';

/**
 * Check the grant, reconnect through the same credential, set when it posts, or disconnect
 * (revoked at Google). The buttons wrap: in one row, beside a flagged channel's wider status, they
 * pushed the table past its card's right edge at 1440 px.
 */
export function ChannelActions({
  account,
  justify = 'flex-end',
}: {
  account: Channel;
  justify?: GroupProps['justify'];
}) {
  const { t } = useTranslation();
  const check = useCheckAccount();
  const disconnect = useDisconnectAccount();
  const [confirming, setConfirming] = useState(false);
  const name = account.fullName ?? account.email;
  const needsReconnect = account.status !== 'active';
  const topic = channelTopic(account.id);

  const onCheck = async () => {
    try {
      const result = await check.mutateAsync(account.id);
      if (result.status === 'active') {
        toast({ title: t('channels.check.ok'), description: name, variant: 'success', topic });
      } else {
        toast({
          title: t('channels.check.reconnect', { name }),
          description: result.statusReason ?? undefined,
          variant: 'destructive',
          topic,
        });
      }
    } catch (error) {
      // Disconnected meanwhile (here or in another tab): the list drops it, nothing to tell.
      if (error instanceof ApiError && error.status === 404) return;
      toast({
        title: t('channels.check.failed'),
        description: errorText(t, error),
        variant: 'destructive',
        topic,
      });
    }
  };

  const onDisconnect = async () => {
    try {
      const result = await disconnect.mutateAsync(account.id);
      setConfirming(false);
      // On the channel's topic: what was said about it before (a Check's answer) goes with it.
      toast(
        result.success
          ? {
              title: t('channels.disconnect.success'),
              description: name,
              variant: 'success',
              topic,
            }
          : {
              title: t('channels.disconnect.notRevoked', { name }),
              description: result.error,
              variant: 'warning',
              topic,
            },
      );
    } catch (error) {
      toast({
        title: t('common.error'),
        description: errorText(t, error),
        variant: 'destructive',
        topic,
      });
    }
  };

  // Words, not only icons: a phone has no hover to show a tooltip. Reconnect is offered, and
  // stands out, only when the grant no longer works.
  return (
    <Group gap="xs" justify={justify} wrap="wrap">
      {needsReconnect && (
        <Button
          size="xs"
          variant="filled"
          leftSection={<IconPlugConnected size={14} />}
          onClick={() =>
            navigateAway(credentialSignInPath(account.credentialId ?? SERVER_CREDENTIAL_ID))
          }
        >
          {t('channels.reconnect')}
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconHeartbeat size={14} />}
        loading={check.isPending}
        onClick={() => void onCheck()}
      >
        {t('channels.check.button')}
      </Button>
      <WindowsButton account={account} />
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconUnlink size={14} />}
        onClick={() => setConfirming(true)}
      >
        {t('channels.disconnect.button')}
      </Button>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('channels.disconnect.title')}
        confirmLabel={t('channels.disconnect.button')}
        pendingLabel={t('channels.disconnect.disconnecting')}
        pending={disconnect.isPending}
        onConfirm={() => void onDisconnect()}
      >
        <Text size="sm">{t('channels.disconnect.confirm', { name })}</Text>
      </ConfirmModal>
    </Group>
  );
}
