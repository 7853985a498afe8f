import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * `autoComplete` tells the browser's password manager to fill a saved one, or offer a new one.
 * Mantine marks a password field in error for the eye only: `aria-invalid` says it to the ear.
 */
export function PasswordField(
  props: PasswordInputProps & { label: string; autoComplete: 'current-password' | 'new-password' },
) {
  return <PasswordInput required aria-invalid={!!props.error || undefined} {...props} />;
}
