import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@web/i18n/use-translation';
import { useCurrentUser } from '@web/hooks/use-current-user';
import { AddressText } from '@web/components/address-text';
import { VerifyButton } from './verify-button';

/**
 * docs/security.md §8: the account works before its address is confirmed; the dashboard asks
 * for it until it is (only when this server can send the link: `mailEnabled`).
 */
export function VerifyEmailAlert({ mailEnabled }: { mailEnabled: boolean }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (!user || user.emailVerified || !mailEnabled) return null;
  return (
    <Alert color="blue" icon={<IconMailExclamation size={18} />} title={t('account.banner.title')}>
      <Text size="sm">
        <AddressText text={t('account.banner.text')} email={user.email} />
      </Text>
      <Group gap="sm" mt="xs" wrap="wrap">
        <VerifyButton />
        <Anchor component={Link} to="/account" size="sm">
          {t('account.title')}
        </Anchor>
      </Group>
    </Alert>
  );
}
