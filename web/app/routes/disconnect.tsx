import { Button, Card, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import { Link } from 'react-router';
import { DisconnectCard } from '@web/features/channels/components/disconnect-card';
import { useCurrentUser } from '@web/hooks/use-current-user';

export default function DisconnectPage() {
  const { t } = useTranslation();
  const { isAuthenticated, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!isAuthenticated) {
    return (
      <Card withBorder padding="xl" maw={560} mx="auto">
        <Stack gap="sm" align="center">
          <Text>{t('disconnect.signInFirst')}</Text>
          <Button component={Link} to="/auth">
            {t('header.login')}
          </Button>
        </Stack>
      </Card>
    );
  }
  return <DisconnectCard />;
}
