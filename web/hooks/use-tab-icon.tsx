import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { IconLogin } from '@tabler/icons-react';

/**
 * Tab icons only where there is room: on a phone the labels need the whole row. Returns the
 * icon for `leftSection`, or nothing (not even the section's empty space) on a small screen.
 */
export function useTabIcon() {
  const roomy = useMediaQuery(`(min-width: ${em(576)})`);
  return (Icon: typeof IconLogin) => (roomy ? <Icon size={16} /> : undefined);
}
