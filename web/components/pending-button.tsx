import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

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
 */
export function PendingButton({
  pending,
  pendingLabel,
  children,
  disabled,
  leftSection,
  ...props
}: Props) {
  return (
    <Button
      {...props}
      disabled={disabled || pending}
      aria-busy={pending}
      leftSection={pending ? <Loader size={14} type="dots" /> : leftSection}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}
