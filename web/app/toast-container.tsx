import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../lib/toast';

/** Mantine's container for the toasts; see AppNotifications for where and how many. */
export default function ToastContainer({ phone, limit }: { phone: boolean; limit: number }) {
  return (
    <Notifications
      limit={limit}
      autoClose={TOAST_DURATION_MS}
      position="bottom-center"
      containerWidth={phone ? '100%' : 340}
    />
  );
}
