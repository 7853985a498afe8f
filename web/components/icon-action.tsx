import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** An icon button whose label is both its accessible name and its tooltip. */
export function IconAction({
  label,
  children,
  onClick,
  ...props
}: ActionIconProps & { label: string; children: ReactNode; onClick?: () => void }) {
  return (
    <Tooltip label={label} openDelay={700}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick} {...props}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
