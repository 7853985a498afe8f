import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { isLanguage } from '@core/languages';
import { PASSWORD_MIN } from '@core/api/limits';
import { toast } from '@web/lib/toast';
import { useRegister } from '../api/register';
import { SIGN_IN_TOPIC, useSignInSubmit } from '../hooks/use-sign-in-submit';
import { AuthForm, EmailField, PasswordField } from './auth-form';

export function RegisterForm({ busy }: { busy: boolean }) {
  const { t, i18n } = useTranslation();
  const register = useRegister();
  const submit = useSignInSubmit(register.mutateAsync, {
    success: t('auth.register.success'),
    successDesc: t('auth.register.successDesc'),
    failed: t('auth.register.failed'),
    failedFallback: t('auth.register.failed'),
  });
  const [fields, setFields] = useState({ fullName: '', email: '', password: '', confirm: '' });
  type Field = keyof typeof fields;
  const setField = (name: Field, value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  /** A field's value and its setter, as the field takes them. */
  const field = (name: Field) => ({
    value: fields[name],
    onChange: (value: string) => setField(name, value),
  });

  const problem = () => {
    if (!fields.email.trim() || !fields.password || !fields.confirm)
      return t('auth.validation.fillRequiredFields');
    if (fields.password !== fields.confirm) return t('auth.validation.passwordsDoNotMatch');
    if (fields.password.length < PASSWORD_MIN)
      return t('auth.validation.passwordTooShort', { min: PASSWORD_MIN });
    return undefined;
  };

  const onSubmit = async () => {
    const message = problem();
    if (message) {
      toast({ title: message, variant: 'destructive', topic: SIGN_IN_TOPIC });
      return;
    }
    await submit({
      email: fields.email.trim(),
      password: fields.password,
      fullName: fields.fullName.trim() || undefined,
      language: isLanguage(i18n.language) ? i18n.language : undefined,
    });
  };

  return (
    <AuthForm
      onSubmit={onSubmit}
      busy={busy}
      pending={register.isPending}
      pendingLabel={t('auth.register.submitting')}
      submitLabel={t('auth.register.submit')}
    >
      <TextInput
        label={t('auth.fields.fullName')}
        description={t('auth.fields.optional')}
        autoComplete="name"
        value={fields.fullName}
        onChange={(event) => setField('fullName', event.currentTarget.value)}
      />
      <EmailField {...field('email')} />
      <PasswordField
        label={t('auth.fields.password')}
        description={t('auth.fields.passwordHint', { min: PASSWORD_MIN })}
        autoComplete="new-password"
        {...field('password')}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        {...field('confirm')}
      />
    </AuthForm>
  );
}
