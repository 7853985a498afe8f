import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBrandGoogle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Sign-in through a server-level Google credential arrives with the platform issue. */
export function GoogleSignIn() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('auth.google.description')}
      </Text>
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
        {t('auth.google.unavailable')}
      </Alert>
      <Button leftSection={<IconBrandGoogle size={18} />} variant="default" disabled fullWidth>
        {t('auth.google.signIn')}
      </Button>
    </Stack>
  );
}
