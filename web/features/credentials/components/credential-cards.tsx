import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import type { Credential } from '@core/api/credentials.schema';
import { CutText } from '@web/components/cut-text';
import { Fact } from '@web/components/fact';
import { useCan } from '@web/hooks/use-can';
import { CredentialAccountsCell } from './credential-accounts-cell';
import { CredentialActions } from './credential-actions';
import { QuotaLimitsButton } from './quota-limits-dialog';
import { TestingSwitch } from './testing-switch';

export function CredentialTypeBadge({ credential }: { credential: Credential }) {
  const { t } = useTranslation();
  // miw: a badge in a narrow cell would otherwise shrink to "DE…".
  return credential.isDefault ? (
    <Badge color="blue" miw="max-content">
      {t('credentials.badge.default')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" miw="max-content">
      {t('credentials.badge.alternative')}
    </Badge>
  );
}

/**
 * A credential's own daily limits (docs/platform.md §2), when its project's quota was raised, and
 * the button that changes them.
 */
export function OwnQuota({ credential }: { credential: Credential }) {
  const { t } = useTranslation();
  const own = credential.quotaDailyUnits !== null || credential.quotaSearchCalls !== null;
  const canWrite = useCan('channels.write');
  return (
    <Stack gap={2} align="flex-start">
      {own && (
        <Text size="xs" c="dimmed">
          {t('credentials.quota.own', {
            units: credential.limits.dailyUnits,
            searches: credential.limits.searchCalls,
          })}
        </Text>
      )}
      {canWrite && <QuotaLimitsButton credential={credential} />}
    </Stack>
  );
}

/** The credentials on a phone: one card each, every column of the table as a labelled line. */
export function CredentialCards({ items }: { items: Credential[] }) {
  const { t } = useTranslation();
  const canWrite = useCan('channels.write');
  return (
    <Stack gap="sm">
      {items.map((credential) => (
        <Paper key={credential.id} withBorder p="sm" role="group" aria-label={credential.name}>
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
              <Text fw={500} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {credential.name}
              </Text>
              <CredentialTypeBadge credential={credential} />
            </Group>
            <OwnQuota credential={credential} />
            <Fact label={t('credentials.column.clientId')}>
              <CutText size="xs" ff="monospace">
                {credential.clientId}
              </CutText>
            </Fact>
            <Fact label={t('credentials.column.accounts')}>
              <CredentialAccountsCell credentialId={credential.id} />
            </Fact>
            <TestingSwitch credential={credential} />
            {canWrite && <CredentialActions credential={credential} labelled />}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
