import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../lib/toast';
import './toasts.css';

/**
 * Toasts at the bottom centre: clear of the header, the page's title and sections, a dialog's
 * title and close button, and of the buttons forms keep at their left and right ends (a failed
 * "Create" must not be hidden under its own error). A phone shows one at a time, a desktop two;
 * the rest wait their turn, failures first (SPEC §9: 5000 ms each).
 */
export function AppNotifications() {
  const phone = useMediaQuery(`(max-width: ${em(767)})`, false, { getInitialValueInEffect: false });
  return (
    <Notifications
      limit={phone ? 1 : 2}
      autoClose={TOAST_DURATION_MS}
      position="bottom-center"
      containerWidth={phone ? '100%' : 340}
    />
  );
}
