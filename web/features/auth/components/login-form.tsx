import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@web/i18n/use-translation';
import { toast } from '@web/lib/toast';
import { useLogin } from '../api/login';
import { SIGN_IN_TOPIC, useSignInSubmit } from '../hooks/use-sign-in-submit';
import { AuthForm, EmailField, PasswordField } from './auth-form';

export function LoginForm({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  const login = useLogin();
  const submit = useSignInSubmit(login.mutateAsync, {
    success: t('auth.login.success'),
    successDesc: t('auth.login.successDesc'),
    failed: t('auth.login.failed'),
    failedFallback: t('errors.code.INVALID_CREDENTIALS'),
  });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = async () => {
    if (!email.trim() || !password) {
      toast({
        title: t('auth.validation.fillAllFields'),
        variant: 'destructive',
        topic: SIGN_IN_TOPIC,
      });
      return;
    }
    await submit({ email: email.trim(), password });
  };

  return (
    <AuthForm
      onSubmit={onSubmit}
      busy={busy}
      pending={login.isPending}
      pendingLabel={t('auth.login.submitting')}
      submitLabel={t('auth.login.submit')}
    >
      <EmailField value={email} onChange={setEmail} />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <Anchor component={Link} to="/forgot-password" size="sm" style={{ alignSelf: 'flex-end' }}>
        {t('account.forgot.link')}
      </Anchor>
    </AuthForm>
  );
}
