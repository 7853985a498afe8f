import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import { APP_VERSION } from '@core/app-info';

/** docs/product.md §2: current year, app name and version on every main page. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      py="md"
      px="md"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} {t('app.name')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('footer.version', { version: APP_VERSION })}
        </Text>
      </Group>
    </Box>
  );
}
