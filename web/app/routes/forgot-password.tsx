import { Alert, Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { RESET_LINK_MINUTES } from '@core/api/limits';
import { isLanguage } from '@core/languages';
import { forgotPasswordBodySchema } from '@core/api/email-links.schema';
import { PendingButton } from '@web/components/pending-button';
import { useForgotPassword } from '@web/features/auth/api/email-links';
import { useCurrentUser } from '@web/hooks/use-current-user';
import { AddressText } from '@web/components/address-text';
import { PublicCard } from '@web/features/auth/components/public-card';
import { useAppConfig } from '@web/features/app-config/api/app-config';
import { EmailField } from '@web/components/email-field';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { FormProblem } from '@web/components/form-problem';

const RULES = forgotPasswordBodySchema.pick({ email: true });

/** docs/security.md §8: asks for a reset link; the answer is the same for every address. */
export default function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const config = useAppConfig();
  const forgot = useForgotPassword();
  const form = useSchemaForm({
    name: 'forgot-password',
    initialValues: { email: '' },
    rules: RULES,
    messages: {
      email: { required: 'account.forgot.emailNeeded', email: 'account.forgot.emailNeeded' },
    },
  });
  const [sentTo, setSentTo] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const { isAuthenticated } = useCurrentUser();

  const onSubmit = form.submit(async ({ email }, values) => {
    setProblem(undefined);
    try {
      const language = isLanguage(i18n.language) ? i18n.language : 'en';
      await forgot.mutateAsync({ email, language });
      setSentTo(values.email.trim());
    } catch (error) {
      setProblem(errorText(t, error));
    }
  });

  const back = isAuthenticated ? (
    <Anchor component={Link} to="/account" size="sm">
      {t('account.backToApp')}
    </Anchor>
  ) : (
    <Anchor component={Link} to="/auth" size="sm">
      {t('account.backToSignIn')}
    </Anchor>
  );
  if (config.data && !config.data.mailEnabled) {
    return (
      <PublicCard title={t('account.forgot.title')}>
        <Alert color="orange">{t('account.noMail')}</Alert>
        {back}
      </PublicCard>
    );
  }
  return (
    <PublicCard title={t(sentTo ? 'account.forgot.sentTitle' : 'account.forgot.title')}>
      {sentTo ? (
        <>
          <Alert color="green">
            <AddressText
              text={t('account.forgot.sent', { minutes: RESET_LINK_MINUTES })}
              email={sentTo}
            />
          </Alert>
          <PendingButton
            variant="light"
            pending={forgot.isPending}
            pendingLabel={t('account.forgot.sending')}
            onClick={() => onSubmit()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('account.forgot.askAgain')}
          </PendingButton>
          <FormProblem>{problem}</FormProblem>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <Text size="sm" c="dimmed" mb="sm">
            {t('account.forgot.intro', { minutes: RESET_LINK_MINUTES })}
          </Text>
          <EmailField {...form.getInputProps('email')} />
          <FormProblem mt="xs">{problem}</FormProblem>
          <PendingButton
            type="submit"
            mt="md"
            fullWidth
            pending={forgot.isPending}
            pendingLabel={t('account.forgot.sending')}
          >
            {t('account.forgot.submit')}
          </PendingButton>
        </form>
      )}
      {back}
    </PublicCard>
  );
}
