import { Alert, Button, Center, Group, Loader } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { verifyEmail } from '@web/features/auth/api/email-links';
import { PublicCard } from '@web/features/auth/components/public-card';
import { currentUserQueryOptions, useCurrentUser } from '@web/hooks/use-current-user';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';

/**
 * The page an emailed confirmation link opens. A query, not an effect's request: asked once per
 * token however often the page renders (a second request would find the link used).
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isAuthenticated } = useCurrentUser();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token).then(() => true),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const confirmed = result.isSuccess;
  useEffect(() => {
    if (confirmed) void queryClient.invalidateQueries(currentUserQueryOptions());
  }, [confirmed, queryClient]);

  return (
    <PublicCard title={t(confirmed ? 'account.verify.doneTitle' : 'account.verify.title')}>
      {result.isLoading ? (
        <Center>
          <Loader />
        </Center>
      ) : confirmed ? (
        <Alert color="green">{t('account.verify.done')}</Alert>
      ) : (
        <Alert color="orange">
          {token ? errorText(t, result.error) : t('errors.code.TOKEN_INVALID')}
        </Alert>
      )}
      {isAuthenticated ? (
        <Group gap="sm">
          <Button component={Link} to="/dashboard">
            {t('account.verify.toDashboard')}
          </Button>
          <Button component={Link} to="/account" variant="light">
            {t('account.verify.toAccount')}
          </Button>
        </Group>
      ) : (
        <Button component={Link} to="/auth" variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('header.login')}
        </Button>
      )}
    </PublicCard>
  );
}
