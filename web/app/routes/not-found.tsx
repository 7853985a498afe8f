import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Card withBorder shadow="sm" maw={480} w="100%" p="xl">
        <Stack gap="sm">
          <Title order={2} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <IconAlertCircle color="var(--mantine-color-red-6)" aria-hidden />
            {t('notFound.title')}
          </Title>
          <Text c="dimmed">{t('notFound.description')}</Text>
          <Button component={Link} to="/" variant="light" mt="sm" w="fit-content">
            {t('notFound.home')}
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
