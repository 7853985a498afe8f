import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PendingButton } from '../../../components/pending-button';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { SIGN_IN_TOPIC, useSignInSubmit } from '../hooks/use-sign-in-submit';

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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
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
    // noValidate: our own messages, in the user's language, instead of the browser's bubbles.
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          type="email"
          label={t('auth.fields.email')}
          placeholder={t('auth.fields.emailPlaceholder')}
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <PendingButton
          type="submit"
          disabled={busy}
          pending={login.isPending}
          pendingLabel={t('auth.login.submitting')}
          fullWidth
        >
          {t('auth.login.submit')}
        </PendingButton>
      </Stack>
    </form>
  );
}
