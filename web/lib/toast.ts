import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';

export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning';

const COLORS: Record<ToastVariant, string | undefined> = {
  default: undefined,
  destructive: 'red',
  success: 'green',
  warning: 'yellow',
};

/** When more are waiting than fit on screen, failures are shown first: they ask for action. */
const PRIORITY: Record<ToastVariant, number> = {
  default: 0,
  success: 0,
  warning: 1,
  destructive: 2,
};

/** docs/product.md §9: errors and general toasts stay 5000 ms. */
export const TOAST_DURATION_MS = 5000;

const TOPIC = 'data-topic';

/**
 * Shows a toast. An identical one (same title, description and variant) still on screen is not
 * shown twice: the id is derived from the content, and the store ignores a repeated id.
 *
 * `topic` names what the toast is about ("sign-in", "channel:<id>"): a newer toast on the same
 * topic replaces the older ones, so "Login failed" leaves as soon as "Login successful" comes.
 */
export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DURATION_MS,
  topic,
}: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
  topic?: string;
}) {
  const id = `toast:${variant}:${title}:${description ?? ''}`;
  const data: NotificationData = {
    id,
    title,
    message: description ?? '',
    color: COLORS[variant],
    autoClose: duration,
    withBorder: true,
    priority: PRIORITY[variant],
    'data-variant': variant,
    ...(topic && { [TOPIC]: topic }),
  };
  if (!topic) return notifications.show(data);
  notifications.updateState(notificationsStore, (shown) => {
    const kept = shown.filter((item) => item.id === id || item[TOPIC] !== topic);
    return kept.some((item) => item.id === id) ? kept : [...kept, data];
  });
  return id;
}
