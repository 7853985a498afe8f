import { TextInput } from '@mantine/core';
import { useField } from '@mantine/form';
import { isLanguage } from '@core/languages';
import { useSchemaFields } from '@web/hooks/use-schema-fields';
import { useTranslation } from '@web/i18n/use-translation';
import { useRegister } from '../api/register';
import { useSignInSubmit } from '../hooks/use-sign-in-submit';
import { EmailField } from '@web/components/email-field';
import { AuthForm } from './auth-form';
import { NewPasswordFields, newPasswordMessages } from '@web/components/new-password-fields';

export function RegisterForm({ busy }: { busy: boolean }) {
  const { t, i18n } = useTranslation();
  const register = useRegister();
  const submit = useSignInSubmit(register.mutateAsync, {
    success: t('auth.register.success'),
    successDesc: t('auth.register.successDesc'),
    failed: t('auth.register.failed'),
    failedFallback: t('auth.register.failed'),
  });
  const fields = {
    fullName: useField({ initialValue: '' }),
    email: useField({ initialValue: '' }),
    password: useField({ initialValue: '' }),
    confirm: useField({ initialValue: '' }),
  };
  const form = useSchemaFields(fields, {
    rules: () => import('../lib/register-rules').then((rules) => rules.registerRules),
    messages: newPasswordMessages('password'),
  });

  return (
    <AuthForm
      onSubmit={form.submit(({ email, password, fullName }) =>
        submit({
          email,
          password,
          fullName,
          language: isLanguage(i18n.language) ? i18n.language : undefined,
        }),
      )}
      onFocus={form.load}
      busy={busy}
      pending={register.isPending}
      pendingLabel={t('auth.register.submitting')}
      submitLabel={t('auth.register.submit')}
    >
      <TextInput
        label={t('auth.fields.fullName')}
        description={t('auth.fields.optional')}
        autoComplete="name"
        name="fullName"
        {...fields.fullName.getInputProps()}
      />
      <EmailField name="email" {...fields.email.getInputProps()} />
      <NewPasswordFields
        label={t('auth.fields.password')}
        name="password"
        password={fields.password.getInputProps()}
        confirm={fields.confirm.getInputProps()}
      />
    </AuthForm>
  );
}
