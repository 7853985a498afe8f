import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

interface Props extends ButtonProps {
  pending: boolean;
  /** Shown instead of the label while pending (docs/product.md §4: "Logging in...", ...). */
  pendingLabel: string;
  children: ReactNode;
  type?: 'button' | 'submit';
  onClick?: () => void;
}

/**
 * A button that says what it is doing. Mantine's own `loading` hides the label behind a spinner;
 * docs/product.md §4 wants the label itself to change, so the spinner sits beside it.
 *
 * While pending it looks and reads disabled and ignores presses (a form's Enter too), but it is
 * not `disabled`: a disabled button drops the keyboard's focus to the page, and a dialog it opens
 * could not give the focus back to it when it closes.
 */
export function PendingButton({
  pending,
  pendingLabel,
  children,
  disabled,
  leftSection,
  onClick,
  ...props
}: Props) {
  const busy = pending && !disabled;
  return (
    <Button
      {...props}
      disabled={disabled}
      data-disabled={busy || undefined}
      aria-disabled={busy || undefined}
      aria-busy={pending}
      leftSection={pending ? <Loader size={14} type="dots" /> : leftSection}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (pending) event.preventDefault();
        else onClick?.();
      }}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}
