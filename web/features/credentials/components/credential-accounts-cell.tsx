import { Avatar, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { initials } from '@core/format/initials';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useCredentialAccounts } from '../api/credential-accounts';

/** docs/product.md §9: at most 3 connected accounts per credential, then '+N more'. */
const SHOWN = 3;

export function CredentialAccountsCell({ credentialId }: { credentialId: string }) {
  const { t } = useTranslation();
  const accounts = useCredentialAccounts(credentialId);

  useEffect(() => {
    if (!accounts.isError) return;
    toast({
      title: t('accounts.fetchFailed'),
      description: errorText(t, accounts.error),
      variant: 'destructive',
    });
  }, [accounts.isError, accounts.error, t]);

  if (accounts.isPending)
    return <Loader size="xs" role="status" aria-label={t('common.loading')} />;
  if (accounts.isError) {
    return (
      <Text size="sm" c="red">
        {t('accounts.failedToLoad')}
      </Text>
    );
  }
  if (accounts.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('credentials.noAccounts')}
      </Text>
    );
  }
  const hidden = accounts.data.length - SHOWN;
  return (
    <Stack gap={4}>
      {accounts.data.slice(0, SHOWN).map((account) => (
        <Group key={account.id} gap="xs" wrap="nowrap">
          <Avatar src={account.avatar} size="sm" radius="xl" color="red" alt="">
            {initials({ fullName: account.fullName, email: account.email })}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" truncate maw={220} c={account.status === 'error' ? 'red' : undefined}>
              {account.fullName ?? account.email}
            </Text>
            {account.fullName && (
              <Text size="xs" c="dimmed" truncate maw={220}>
                {account.email}
              </Text>
            )}
          </div>
        </Group>
      ))}
      {hidden > 0 && (
        <Badge variant="light" color="gray" w="fit-content">
          {t('credentials.moreAccounts', { count: hidden })}
        </Badge>
      )}
    </Stack>
  );
}
