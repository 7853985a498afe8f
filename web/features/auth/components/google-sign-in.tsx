import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBrandGoogle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { navigateAway } from '@web/lib/navigate-away';

/** docs/product.md §7: from /auth, Google sign-in comes back to /accounts. */
const GOOGLE_SIGN_IN_PATH = '/api/auth/google?returnTo=%2Faccounts';

/** "Sign in with Google" through the server-level credential, when the server has one. */
export function GoogleSignIn({ available, busy }: { available: boolean; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('auth.google.description')}
      </Text>
      {!available && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
          {t('auth.google.unavailable')}
        </Alert>
      )}
      <Button
        leftSection={<IconBrandGoogle size={18} />}
        variant="default"
        disabled={!available || busy}
        fullWidth
        onClick={() => navigateAway(GOOGLE_SIGN_IN_PATH)}
      >
        {t('auth.google.signIn')}
      </Button>
    </Stack>
  );
}
