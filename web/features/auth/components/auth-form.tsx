import { PasswordInput, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { PendingButton } from '@web/components/pending-button';
import { useTranslation } from '@web/i18n/use-translation';

/** Login's and registration's form: the fields, then the button that sends them. */
export function AuthForm(props: {
  onSubmit: () => Promise<void>;
  busy: boolean;
  pending: boolean;
  pendingLabel: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    // noValidate: our own messages, in the user's language, instead of the browser's bubbles.
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void props.onSubmit();
      }}
      noValidate
    >
      <Stack gap="sm">
        {props.children}
        <PendingButton
          type="submit"
          disabled={props.busy}
          pending={props.pending}
          pendingLabel={props.pendingLabel}
          fullWidth
        >
          {props.submitLabel}
        </PendingButton>
      </Stack>
    </form>
  );
}

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
}

export function EmailField({ value, onChange }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="email"
      label={t('auth.fields.email')}
      placeholder={t('auth.fields.emailPlaceholder')}
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** `autoComplete` tells the browser's password manager to fill a saved one, or offer a new one. */
export function PasswordField({
  value,
  onChange,
  ...props
}: FieldProps & {
  label: string;
  description?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <PasswordInput
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}
