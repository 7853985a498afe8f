import { Alert, Badge, Group, Text } from '@mantine/core';
import type { Profile } from '@core/api/profile.schema';
import { TitledCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { VerifyButton } from './verify-button';

/** The account's address: confirmed or not, and the way to confirm it. */
export function EmailCard({ account }: { account: Profile }) {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('account.email.title')}>
      <Group gap="sm" wrap="wrap">
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {account.email}
        </Text>
        <Badge color={account.emailVerified ? 'green' : 'orange'} variant="light">
          {account.emailVerified ? t('account.email.confirmed') : t('account.email.unconfirmed')}
        </Badge>
      </Group>
      {!account.emailVerified &&
        (account.mailEnabled ? (
          <Group gap="sm" mt="sm" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('account.email.why')}
            </Text>
            <VerifyButton />
          </Group>
        ) : (
          <Alert color="orange" mt="sm">
            {t('account.noMail')}
          </Alert>
        ))}
    </TitledCard>
  );
}
