import type { ChangeEvent, ReactNode } from 'react';
import { PASSWORD_MIN } from '@core/api/limits';
import { useTranslation } from '../i18n/use-translation';
import type { FormMessages } from '../lib/form-issues';
import { PasswordField } from './password-field';

/** The words the new password's rules keep (a password too short says so its own way). */
export const newPasswordMessages = (field: string): FormMessages => ({
  [field]: { tooShort: 'auth.validation.passwordTooShort' },
});

/** A field as its form binds it (`getInputProps` of useForm or useField). */
interface BoundInput {
  value?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: ReactNode;
  onFocus?: () => void;
  onBlur?: () => void;
}

/**
 * A new password typed twice (new-password-rules.ts): each field as its form binds it
 * (`getInputProps`), named `name`, then `confirm`.
 */
export function NewPasswordFields(props: {
  label: string;
  name: string;
  password: BoundInput;
  confirm: BoundInput;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={props.label}
        description={t('auth.fields.passwordHint', { min: PASSWORD_MIN })}
        autoComplete="new-password"
        name={props.name}
        {...props.password}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        name="confirm"
        {...props.confirm}
      />
    </>
  );
}
