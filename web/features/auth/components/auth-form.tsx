import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { PendingButton } from '@web/components/pending-button';

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
