import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PendingButton } from '@web/components/pending-button';
import { resetPasswordBodySchema } from '@core/api/email-links.schema';
import { useResetLinkCheck, useResetPassword } from '@web/features/auth/api/email-links';
import { NewPasswordFields, newPasswordMessages } from '@web/components/new-password-fields';
import { typedTwice } from '@web/lib/new-password-rules';
import { PublicCard } from '@web/features/auth/components/public-card';
import { switchUser, useCurrentUser } from '@web/hooks/use-current-user';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { useTranslation } from '@web/i18n/use-translation';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { FormProblem } from '@web/components/form-problem';

/** A link that cannot work again: the way to a new one. */
const DEAD_LINK = ['TOKEN_USED', 'TOKEN_EXPIRED', 'TOKEN_INVALID'];
/** The token comes with the link: the form asks only for the password, twice. */
const RULES = typedTwice(resetPasswordBodySchema.pick({ password: true }), 'password');

/** The page an emailed reset link opens: a new password, then every device is signed out. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useCurrentUser();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useSchemaForm({
    name: 'reset-password',
    initialValues: { password: '', confirm: '' },
    rules: RULES,
    messages: newPasswordMessages('password'),
  });
  const [problem, setProblem] = useState<{ text: string; dead: boolean }>();
  const [done, setDone] = useState(false);
  // A link opened again (used, or past its hour) says so at once, with the way to a new one.
  const check = useResetLinkCheck(token);
  const deadAtOpen =
    check.error instanceof ApiError && DEAD_LINK.includes(check.error.code ?? '')
      ? errorText(t, check.error)
      : undefined;

  const onSubmit = form.submit(async ({ password }) => {
    setProblem(undefined);
    try {
      await reset.mutateAsync({ token, password });
      // Every session ended, this browser's too.
      switchUser(queryClient, null);
      setDone(true);
    } catch (error) {
      const dead = error instanceof ApiError && DEAD_LINK.includes(error.code ?? '');
      setProblem({ text: errorText(t, error), dead });
    }
  });

  if (done) {
    return (
      <PublicCard title={t('account.reset.title')}>
        <Alert color="green" title={t('account.reset.doneTitle')}>
          {t('account.reset.done')}
        </Alert>
        <Button component={Link} to="/auth">
          {t('header.login')}
        </Button>
      </PublicCard>
    );
  }
  return (
    <PublicCard title={t('account.reset.title')}>
      {!token || deadAtOpen ? (
        <Alert color="orange" role="alert">
          {deadAtOpen ?? t('errors.code.TOKEN_INVALID')}
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('account.reset.intro')}
            </Text>
            <NewPasswordFields
              label={t('account.password.new')}
              name="password"
              password={form.getInputProps('password')}
              confirm={form.getInputProps('confirm')}
            />
            <FormProblem>{problem?.text}</FormProblem>
            <PendingButton
              type="submit"
              fullWidth
              pending={reset.isPending}
              pendingLabel={t('account.password.saving')}
            >
              {t('account.reset.submit')}
            </PendingButton>
          </Stack>
        </form>
      )}
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={isAuthenticated ? '/account' : '/auth'} size="sm">
          {t(isAuthenticated ? 'account.backToApp' : 'account.backToSignIn')}
        </Anchor>
        {(!token || deadAtOpen || problem?.dead) && (
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('account.reset.askAgain')}
          </Anchor>
        )}
      </Group>
    </PublicCard>
  );
}
