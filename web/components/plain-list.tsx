import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list (ul) without bullets: screen readers announce it and count its items. */
export function PlainList({
  label,
  children,
  ...props
}: StackProps & { label: string; children: ReactNode }) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
      {...props}
    >
      {children}
    </Stack>
  );
}
