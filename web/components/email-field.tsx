import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

/** Bound to a form by `form.getInputProps`: its value, its changes, its error. */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="email"
      label={t('auth.fields.email')}
      placeholder={t('auth.fields.emailPlaceholder')}
      autoComplete="email"
      required
      {...props}
    />
  );
}
