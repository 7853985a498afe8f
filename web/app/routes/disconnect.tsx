import { Button, Card, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import { Link } from 'react-router';
import { DisconnectCard } from '@web/features/channels/components/disconnect-card';
import { RoleNote } from '@web/components/role-note';
import { useCan } from '@web/hooks/use-can';
import { useCurrentUser } from '@web/hooks/use-current-user';

export default function DisconnectPage() {
  const { t } = useTranslation();
  const { isAuthenticated, isLoading } = useCurrentUser();
  const canWrite = useCan('channels.write');
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
  if (!canWrite) return <RoleNote permission="channels.write" maw={560} mx="auto" />;
  return <DisconnectCard />;
}
