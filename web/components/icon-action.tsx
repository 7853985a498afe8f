import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { LazyTooltip } from './lazy-tooltip';

interface Props extends ActionIconProps {
  label: string;
  children: ReactNode;
  onClick?: () => void;
  /** A link instead of a button: it opens in a new tab. */
  href?: string;
}

/** An icon button whose label is both its accessible name and its tooltip. */
export function IconAction({ label, children, onClick, href, ...props }: Props) {
  return (
    <LazyTooltip label={label}>
      {href ? (
        <ActionIcon
          component="a"
          href={href}
          target="_blank"
          rel="noreferrer"
          variant="subtle"
          aria-label={label}
          {...props}
        >
          {children}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" aria-label={label} onClick={onClick} {...props}>
          {children}
        </ActionIcon>
      )}
    </LazyTooltip>
  );
}
