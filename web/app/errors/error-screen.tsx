import { Button, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { CodeLoadError } from './code-load-error';

/** What a user sees instead of a page that failed: what happened and a way out. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const updated = error instanceof CodeLoadError;
  return (
    <Stack role="alert" align="center" gap="sm" py="xl" px="md" ta="center">
      <Title order={2}>{t(updated ? 'appError.updated.title' : 'appError.title')}</Title>
      <Text c="dimmed" maw={480}>
        {t(updated ? 'appError.updated.message' : 'appError.message')}
      </Text>
      <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
        {t('appError.reload')}
      </Button>
    </Stack>
  );
}
