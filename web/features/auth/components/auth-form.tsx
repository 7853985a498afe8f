import {
  PasswordInput,
  Stack,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { PendingButton } from '@web/components/pending-button';
import { useTranslation } from '@web/i18n/use-translation';

/** Login's and registration's form: the fields, then the button that sends them. */
export function AuthForm(props: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The focus came into the form: its rules start loading. */
  onFocus: () => void;
  busy: boolean;
  pending: boolean;
  pendingLabel: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    // noValidate: our own messages, in the user's language, instead of the browser's bubbles.
    <form onSubmit={props.onSubmit} onFocus={props.onFocus} noValidate>
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

/**
 * `autoComplete` tells the browser's password manager to fill a saved one, or offer a new one.
 * Mantine marks a password field in error for the eye only: `aria-invalid` says it to the ear.
 */
export function PasswordField(
  props: PasswordInputProps & { label: string; autoComplete: 'current-password' | 'new-password' },
) {
  return <PasswordInput required aria-invalid={!!props.error || undefined} {...props} />;
}
