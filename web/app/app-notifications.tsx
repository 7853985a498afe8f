import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import './toasts.css';
import { usePhone } from '../hooks/use-phone';
import { useTopDialog } from '../lib/open-dialogs';
import { keepToastsTime } from '../lib/toast';

// Most visits never see a toast: the container (and its transitions) loads with the first one.
const ToastContainer = lazy(() => import('./toast-container'));

/**
 * Toasts at the bottom centre: clear of the header, the page's title and sections, a dialog's
 * title and close button, and of the buttons forms keep at their left and right ends (a failed
 * "Create" must not be hidden under its own error). A phone shows one at a time, a desktop two;
 * the rest wait their turn, failures first (docs/product.md §9: 5000 ms each). While a dialog is
 * open they show inside it instead (AppModal), so none lies over its buttons; each keeps its own
 * time throughout.
 */
export function AppNotifications() {
  const phone = usePhone();
  const limit = phone ? 1 : 2;
  const { notifications, queue } = useNotifications();
  const dialogOpen = useTopDialog() !== undefined;
  const [wanted, setWanted] = useState(false);
  // Stays mounted once shown, so a toast's exit transition still plays.
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);

  // The store shares out the toasts before the container is here: it must know the limit.
  useEffect(() => {
    notificationsStore.updateState((state) => ({
      ...state,
      limit,
      defaultPosition: 'bottom-center',
    }));
  }, [limit]);

  // Back from a dialog: each toast keeps what is left of its time.
  const [wasInDialog, setWasInDialog] = useState(false);
  if (wasInDialog !== dialogOpen) {
    setWasInDialog(dialogOpen);
    if (!dialogOpen) keepToastsTime();
  }

  if (!wanted || dialogOpen) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer phone={phone} limit={limit} />
    </Suspense>
  );
}
