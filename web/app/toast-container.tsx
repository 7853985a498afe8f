import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../lib/toast';

/**
 * Mantine's container for the toasts; see AppNotifications for where and how many. The pointer
 * holds only the toast it rests on: one that reappears under a still pointer (where a dialog's
 * button was) must not hold the others, and the newer ones waiting behind them, on screen.
 */
export default function ToastContainer({ phone, limit }: { phone: boolean; limit: number }) {
  return (
    <Notifications
      limit={limit}
      autoClose={TOAST_DURATION_MS}
      pauseResetOnHover="notification"
      position="bottom-center"
      containerWidth={phone ? '100%' : 340}
    />
  );
}
