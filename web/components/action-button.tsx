import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props extends ButtonProps {
  icon: Icon;
  children: ReactNode;
  onClick?: () => void;
}

/** A small light button with its icon: an action on a batch, or on the items chosen in a list. */
export function ActionButton({ icon: ActionIcon, children, ...props }: Props) {
  return (
    <Button size="xs" variant="light" leftSection={<ActionIcon size={14} />} {...props}>
      {children}
    </Button>
  );
}
