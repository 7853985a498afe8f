import { useState } from 'react';
import { PASSWORD_MIN } from '@core/api/limits';
import { useTranslation } from '@web/i18n/use-translation';
import { PasswordField } from './auth-form';

/** A new password typed twice: the values, and what is wrong with them before sending. */
export function useNewPassword() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const problem = () => {
    if (!password || !confirm) return t('auth.validation.fillRequiredFields');
    if (password !== confirm) return t('auth.validation.passwordsDoNotMatch');
    if (password.length < PASSWORD_MIN)
      return t('auth.validation.passwordTooShort', { min: PASSWORD_MIN });
    return undefined;
  };
  const fields = (
    <>
      <PasswordField
        label={t('account.password.new')}
        description={t('auth.fields.passwordHint', { min: PASSWORD_MIN })}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
    </>
  );
  const clear = () => {
    setPassword('');
    setConfirm('');
  };
  return { password, fields, problem, clear };
}
