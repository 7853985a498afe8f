import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconKey, IconSettings, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * SPEC §2 /auth, left column. Credentials arrive with the platform issue; until then the list is
 * in its empty state, which is also what a user without credentials sees.
 */
export function CredentialsPanel({
  busy,
  onClearLocalData,
}: {
  busy: boolean;
  onClearLocalData: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" h="100%">
      <Stack gap="md">
        <div>
          <Title order={3}>{t('credentials.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('credentials.description')}
          </Text>
        </div>
        <Stack align="center" gap="xs" py="lg">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconKey size={26} />
          </ThemeIcon>
          <Text fw={500}>{t('credentials.empty.title')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('credentials.empty.needCredentials')}
          </Text>
          <Button component={Link} to="/accounts" variant="light" mt="xs" disabled={busy}>
            {t('credentials.empty.add')}
          </Button>
        </Stack>
        {/* Wraps instead of squeezing: long labels (English) must never be cut short. */}
        <Group gap="sm" justify="center">
          <Button
            variant="default"
            leftSection={<IconTrash size={16} />}
            onClick={onClearLocalData}
            disabled={busy}
          >
            {t('auth.clearLocalData')}
          </Button>
          <Button
            component={Link}
            to="/accounts"
            variant="default"
            leftSection={<IconSettings size={16} />}
            disabled={busy}
          >
            {t('credentials.manageAll')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
