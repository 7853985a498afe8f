import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBrandGoogle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { navigateAway } from '@web/lib/navigate-away';
import { useReturnTo } from '../lib/return-to';

/** docs/product.md §7: from /auth, Google sign-in comes back to /accounts. */
const GOOGLE_SIGN_IN_PATH = '/api/auth/google?returnTo=%2Faccounts';
/** Back to the page that sent the person to sign in (the server checks the path again). */
const signInPath = (returnTo: string | undefined) =>
  returnTo ? `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}` : GOOGLE_SIGN_IN_PATH;

/** "Sign in with Google" through the server-level credential, when the server has one. */
export function GoogleSignIn({ available, busy }: { available: boolean; busy: boolean }) {
  const { t } = useTranslation();
  const returnTo = useReturnTo();
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
        onClick={() => navigateAway(signInPath(returnTo))}
      >
        {t('auth.google.signIn')}
      </Button>
    </Stack>
  );
}
