import { Button, Stack, Table, Text } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import type { Credential } from '@core/api/credentials.schema';
import { CutText } from '@web/components/cut-text';
import { EmptyState, ListQuery, SectionCard } from '@web/components/section-card';
import { useCredentials } from '../api/credentials';
import { AddCredentialDialog } from './add-credential-dialog';
import { CredentialAccountsCell } from './credential-accounts-cell';
import { CredentialActions } from './credential-actions';
import { CredentialCards, CredentialTypeBadge, OwnQuota } from './credential-cards';
import { TestingSwitch } from './testing-switch';
import { usePhone } from '@web/hooks/use-phone';
import { useCan } from '@web/hooks/use-can';

/**
 * docs/product.md §2 /accounts: the user's credentials, each with its connected channels and
 * actions.
 */
export function CredentialsTable() {
  const { t } = useTranslation();
  const credentials = useCredentials();
  const [adding, setAdding] = useState(false);
  const canWrite = useCan('channels.write');
  // A five-column table would scroll sideways on a phone: cards there instead.
  const phone = usePhone();

  return (
    <SectionCard
      title={t('credentials.title')}
      description={t('credentials.description')}
      action={
        canWrite && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('credentials.add.button')}
          </Button>
        )
      }
    >
      <ListQuery
        query={credentials}
        errorTitle={t('accounts.errorLoadingCredentials')}
        errorLead={t('accounts.errorFetchingCredentials')}
        empty={
          <EmptyState
            icon={<IconKey size={32} stroke={1.5} />}
            title={t('credentials.empty.title')}
            hint={
              canWrite
                ? t('credentials.empty.accountsHint')
                : t('channels.credentials.emptyHintReadOnly')
            }
          />
        }
      >
        {(items) => (phone ? <CredentialCards items={items} /> : <Credentials items={items} />)}
      </ListQuery>
      <AddCredentialDialog opened={adding} onClose={() => setAdding(false)} />
    </SectionCard>
  );
}

function Credentials({ items }: { items: Credential[] }) {
  const { t } = useTranslation();
  const canWrite = useCan('channels.write');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('credentials.column.name')}</Table.Th>
            <Table.Th>{t('credentials.column.clientId')}</Table.Th>
            <Table.Th>{t('credentials.column.type')}</Table.Th>
            <Table.Th>{t('credentials.column.accounts')}</Table.Th>
            {canWrite && <Table.Th ta="right">{t('credentials.column.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((credential) => (
            <Table.Tr key={credential.id}>
              <Table.Td>
                <Text fw={500} size="sm">
                  {credential.name}
                </Text>
                <OwnQuota credential={credential} />
              </Table.Td>
              <Table.Td>
                <CutText size="sm" ff="monospace" maw={{ base: 200, xl: 320 }}>
                  {credential.clientId}
                </CutText>
              </Table.Td>
              <Table.Td>
                <Stack gap="xs" align="flex-start">
                  <CredentialTypeBadge credential={credential} />
                  <TestingSwitch credential={credential} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <CredentialAccountsCell credentialId={credential.id} />
              </Table.Td>
              {canWrite && (
                <Table.Td>
                  <CredentialActions credential={credential} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
