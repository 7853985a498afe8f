import { Grid, Stack } from '@mantine/core';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { optionalText } from '@web/i18n/translator';
import { useTranslation } from '@web/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@web/hooks/use-current-user';
import { AccountLoginCard } from '@web/features/auth/components/account-login-card';
import { ProductDescription } from '@web/features/auth/components/product-description';
import { SIGN_IN_TOPIC } from '@web/features/auth/hooks/use-sign-in-submit';
import { SERVER_CREDENTIAL_ID } from '@core/api/server-credential';
import { useStrategies } from '@web/features/credentials/api/strategies';
import { CredentialsPanel } from '@web/features/credentials/components/credentials-panel';
import { errorText } from '@web/lib/error-text';
import { clearLocalData } from '@web/lib/storage';
import { toast } from '@web/lib/toast';

export default function AuthPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const strategies = useStrategies();
  const googleAvailable = !!strategies.data?.some((s) => s.id === SERVER_CREDENTIAL_ID);
  const [panelKey, setPanelKey] = useState(0);
  useAuthErrorToast();

  // The page is busy while it signs in, registers, logs out or clears data: one action at a time.
  const busy = useIsMutating() > 0;

  const onClearLocalData = () => {
    try {
      clearLocalData();
      void queryClient.invalidateQueries();
      // docs/product.md §2: the credential list remounts after clearing.
      setPanelKey((key) => key + 1);
      toast({
        title: t('auth.clearData.success'),
        description: t('auth.clearData.successDesc'),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('auth.clearData.failed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack gap="lg">
      <Grid gap="lg">
        {/* On a phone the sign-in form comes first: it is what the page is for. */}
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: 1 }}>
          <CredentialsPanel
            key={panelKey}
            busy={busy}
            signedIn={!!user}
            onClearLocalData={onClearLocalData}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }}>
          <AccountLoginCard user={user} googleAvailable={googleAvailable} busy={busy} />
        </Grid.Col>
      </Grid>
      <ProductDescription />
    </Stack>
  );
}

/**
 * Reasons that tell the user what to do: shown for 15 s rather than the usual 5
 * (docs/product.md §2).
 */
const STEPS_TO_FOLLOW = new Set(['email_not_linked']);

/** docs/product.md §2: `?error=` shows 'Authentication Error' for 5 s, then leaves the address. */
function useAuthErrorToast() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const error = params.get('error');
  useEffect(() => {
    if (!error) return;
    const description = optionalText(t, `auth.error.reasons.${error}`) ?? error;
    toast({
      title: t('auth.error.title'),
      description,
      variant: 'destructive',
      topic: SIGN_IN_TOPIC,
      // A reason that says what to do next stays long enough to be read.
      duration: STEPS_TO_FOLLOW.has(error) ? 15_000 : 5000,
    });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [error, t, setParams]);
}
