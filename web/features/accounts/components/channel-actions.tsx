import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconHeartbeat, IconPlugConnected, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../../core/api/accounts.schema';
import { SERVER_CREDENTIAL_ID } from '../../../../core/api/server-credential';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorText } from '../../../lib/error-text';
import { credentialSignInPath, navigateAway } from '../../../lib/navigate-away';
import { toast } from '../../../lib/toast';
import { useCheckAccount } from '../api/check-account';
import { useDisconnectAccount } from '../api/disconnect-account';

/** Check the grant, reconnect through the same credential, or disconnect (revoked at Google). */
export function ChannelActions({ account }: { account: Account }) {
  const { t } = useTranslation();
  const check = useCheckAccount();
  const disconnect = useDisconnectAccount();
  const [confirming, setConfirming] = useState(false);
  const name = account.fullName ?? account.email;

  const onCheck = async () => {
    try {
      const result = await check.mutateAsync(account.id);
      if (result.status === 'active') {
        toast({ title: t('channels.check.ok'), description: name, variant: 'success' });
      } else {
        toast({
          title: t('channels.check.reconnect', { name }),
          description: result.statusReason ?? undefined,
          variant: 'destructive',
        });
      }
    } catch (error) {
      toast({
        title: t('channels.check.failed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    }
  };

  const onDisconnect = async () => {
    try {
      const result = await disconnect.mutateAsync(account.id);
      setConfirming(false);
      toast(
        result.success
          ? { title: t('channels.disconnect.success'), description: name, variant: 'success' }
          : {
              title: t('channels.disconnect.notRevoked', { name }),
              description: result.error,
              variant: 'warning',
            },
      );
    } catch (error) {
      toast({ title: t('common.error'), description: errorText(t, error), variant: 'destructive' });
    }
  };

  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Tooltip label={t('channels.check.button')} openDelay={700}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('channels.check.button')}
          loading={check.isPending}
          onClick={() => void onCheck()}
        >
          <IconHeartbeat size={16} />
        </ActionIcon>
      </Tooltip>
      <Button
        size="sm"
        variant={account.status === 'error' ? 'filled' : 'default'}
        leftSection={<IconPlugConnected size={16} />}
        onClick={() =>
          navigateAway(credentialSignInPath(account.credentialId ?? SERVER_CREDENTIAL_ID))
        }
      >
        {t('channels.reconnect')}
      </Button>
      <Tooltip label={t('channels.disconnect.button')} openDelay={700}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('channels.disconnect.button')}
          onClick={() => setConfirming(true)}
        >
          <IconUnlink size={16} />
        </ActionIcon>
      </Tooltip>
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
