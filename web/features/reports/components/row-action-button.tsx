import { Button, Flex, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What the user can do about one comment: side by side in a table row, stacked on a phone. */
export function RowActions({ inline, children }: { inline: boolean; children: ReactNode }) {
  return (
    <Flex gap={6} direction={inline ? 'column' : 'row'} wrap="wrap">
      {children}
    </Flex>
  );
}

interface Props extends ButtonProps {
  /** On a phone: a full-width button a thumb can hit. */
  inline: boolean;
  icon: Icon;
  children: ReactNode;
  onClick: () => void;
}

/** One of those actions: compact in a row, full width on a phone. */
export function RowActionButton({ inline, icon: ActionIcon, children, ...props }: Props) {
  return (
    <Button
      size={inline ? 'sm' : 'compact-xs'}
      fullWidth={inline}
      variant="light"
      leftSection={<ActionIcon size={inline ? 16 : 12} />}
      {...props}
    >
      {children}
    </Button>
  );
}
