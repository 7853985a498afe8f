import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small labelled value on a phone card, where a table would have had a column. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xs" component="div">
        {children}
      </Text>
    </div>
  );
}
