import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * A phone-sized screen (under 768 px): where tables become cards and toasts come one at a time.
 * Read at the first render, so a phone never draws the desktop layout first.
 */
export function usePhone() {
  return useMediaQuery(`(max-width: ${em(767)})`, false, { getInitialValueInEffect: false });
}
