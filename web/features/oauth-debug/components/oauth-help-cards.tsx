import { Code, List, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconSquare } from '@tabler/icons-react';
import { TitledCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { useLocation } from 'react-router';
import type { AuthDebug } from '@core/api/oauth.schema';

const STEPS = [1, 2, 3, 4, 5, 6] as const;
const REDIRECT_CHECKS = [1, 2, 3, 4] as const;
const ACCESS_DENIED_CHECKS = [1, 2, 3, 4] as const;
/** A redirect URI is one long word: on a phone it must break rather than run out of its card. */
const WRAP_URLS = { overflowWrap: 'anywhere' } as const;

/** Step by step: a Google credential of your own, with this server's redirect URI. */
export function OAuthInstructionsCard({ callbackUrl }: { callbackUrl: string }) {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('oauthDebug.instructions.title')}>
      <List type="ordered" spacing="xs" size="sm" style={WRAP_URLS}>
        {STEPS.map((step) => (
          <List.Item key={step}>
            {t(`oauthDebug.instructions.step${step}`, { callbackUrl })}
          </List.Item>
        ))}
      </List>
    </TitledCard>
  );
}

/** What the page sees: enough for a support request. */
export function OAuthDebugInfoCard({ debug }: { debug: AuthDebug | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const rows: [string, string][] = [
    [t('oauthDebug.info.currentUrl'), window.location.href],
    [t('oauthDebug.info.query'), location.search || '—'],
    [t('oauthDebug.redirectUri'), debug?.callbackUrl ?? '—'],
    [
      t('oauthDebug.info.clientIdAvailable'),
      debug?.googleClientId ? t('common.yes') : t('common.no'),
    ],
  ];
  return (
    <TitledCard title={t('oauthDebug.info.title')}>
      {/* The values wrap anywhere, so the table fits a phone without scrolling sideways. */}
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="35%">{label}</Table.Th>
              <Table.Td>
                <Code style={{ overflowWrap: 'anywhere' }}>{value}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TitledCard>
  );
}

function Checklist({ title, intro, items }: { title: string; intro: string; items: string[] }) {
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      <List
        spacing={6}
        size="sm"
        style={WRAP_URLS}
        // Empty boxes: things to check, not checks that passed.
        icon={<IconSquare size={16} stroke={1.5} color="var(--mantine-color-dimmed)" />}
      >
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** docs/product.md §2: checklists for redirect_uri_mismatch and Error 403: access_denied. */
export function OAuthChecklistsCard({ callbackUrl }: { callbackUrl: string }) {
  const { t } = useTranslation();
  return (
    <TitledCard
      title={
        <>
          <ThemeIcon size={24} radius="xl" variant="light" color="orange" mr="xs">
            <IconAlertTriangle size={14} />
          </ThemeIcon>
          {t('oauthDebug.issues.title')}
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Checklist
          title="redirect_uri_mismatch"
          intro={t('oauthDebug.issues.redirectIntro')}
          items={REDIRECT_CHECKS.map((n) => t(`oauthDebug.issues.redirect${n}`, { callbackUrl }))}
        />
        <Checklist
          title="Error 403: access_denied"
          intro={t('oauthDebug.issues.deniedIntro')}
          items={ACCESS_DENIED_CHECKS.map((n) => t(`oauthDebug.issues.denied${n}`))}
        />
      </SimpleGrid>
    </TitledCard>
  );
}
