import { Anchor } from '@mantine/core';
import { useField } from '@mantine/form';
import { Link } from 'react-router';
import { useSchemaFields } from '@web/hooks/use-schema-fields';
import { useTranslation } from '@web/i18n/use-translation';
import { useLogin } from '../api/login';
import { useSignInSubmit } from '../hooks/use-sign-in-submit';
import { EmailField } from '@web/components/email-field';
import { PasswordField } from '@web/components/password-field';
import { AuthForm } from './auth-form';

export function LoginForm({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  const login = useLogin();
  const submit = useSignInSubmit(login.mutateAsync, {
    success: t('auth.login.success'),
    successDesc: t('auth.login.successDesc'),
    failed: t('auth.login.failed'),
    failedFallback: t('errors.code.INVALID_CREDENTIALS'),
  });
  const fields = {
    email: useField({ initialValue: '' }),
    password: useField({ initialValue: '' }),
  };
  const form = useSchemaFields(fields, {
    rules: () => import('@core/api/auth.schema').then((schemas) => schemas.loginBodySchema),
  });

  return (
    <AuthForm
      onSubmit={form.submit(submit)}
      onFocus={form.load}
      busy={busy}
      pending={login.isPending}
      pendingLabel={t('auth.login.submitting')}
      submitLabel={t('auth.login.submit')}
    >
      <EmailField name="email" {...fields.email.getInputProps()} />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        name="password"
        {...fields.password.getInputProps()}
      />
      <Anchor component={Link} to="/forgot-password" size="sm" style={{ alignSelf: 'flex-end' }}>
        {t('account.forgot.link')}
      </Anchor>
    </AuthForm>
  );
}
