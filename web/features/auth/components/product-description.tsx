import { Card, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';

/** docs/product.md §2: on small screens /auth explains the product in three points. */
export function ProductDescription() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" hiddenFrom="md">
      <Title order={3}>{t('app.name')}</Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('auth.product.tagline')}
      </Text>
      <List
        spacing="xs"
        size="sm"
        icon={
          <ThemeIcon size={20} radius="xl" color="green" variant="light">
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        <List.Item>{t('auth.product.channels')}</List.Item>
        <List.Item>{t('auth.product.library')}</List.Item>
        <List.Item>{t('auth.product.honest')}</List.Item>
      </List>
    </Card>
  );
}
