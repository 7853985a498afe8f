import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PendingButton } from '../../../components/pending-button';
import { PASSWORD_MIN } from '../../../../core/api/limits';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/register';
import { SIGN_IN_TOPIC, useSignInSubmit } from '../hooks/use-sign-in-submit';

export function RegisterForm({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  const register = useRegister();
  const submit = useSignInSubmit(register.mutateAsync, {
    success: t('auth.register.success'),
    successDesc: t('auth.register.successDesc'),
    failed: t('auth.register.failed'),
    failedFallback: t('auth.register.failed'),
  });
  const [fields, setFields] = useState({ fullName: '', email: '', password: '', confirm: '' });
  const set = (name: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    // Read now: React clears currentTarget before a deferred updater would run.
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
  };

  const problem = () => {
    if (!fields.email.trim() || !fields.password || !fields.confirm)
      return t('auth.validation.fillRequiredFields');
    if (fields.password !== fields.confirm) return t('auth.validation.passwordsDoNotMatch');
    if (fields.password.length < PASSWORD_MIN)
      return t('auth.validation.passwordTooShort', { min: PASSWORD_MIN });
    return undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const message = problem();
    if (message) {
      toast({ title: message, variant: 'destructive', topic: SIGN_IN_TOPIC });
      return;
    }
    await submit({
      email: fields.email.trim(),
      password: fields.password,
      fullName: fields.fullName.trim() || undefined,
    });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('auth.fields.fullName')}
          description={t('auth.fields.optional')}
          autoComplete="name"
          value={fields.fullName}
          onChange={set('fullName')}
        />
        <TextInput
          type="email"
          label={t('auth.fields.email')}
          placeholder={t('auth.fields.emailPlaceholder')}
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
        />
        <PasswordInput
          label={t('auth.fields.password')}
          description={t('auth.fields.passwordHint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          required
          value={fields.password}
          onChange={set('password')}
        />
        <PasswordInput
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
          value={fields.confirm}
          onChange={set('confirm')}
        />
        <PendingButton
          type="submit"
          disabled={busy}
          pending={register.isPending}
          pendingLabel={t('auth.register.submitting')}
          fullWidth
        >
          {t('auth.register.submit')}
        </PendingButton>
      </Stack>
    </form>
  );
}
