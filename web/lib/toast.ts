import { notifications } from '@mantine/notifications';

export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning';

const COLORS: Record<ToastVariant, string | undefined> = {
  default: undefined,
  destructive: 'red',
  success: 'green',
  warning: 'yellow',
};

/** SPEC §9: errors and general toasts stay 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/**
 * Shows a toast. An identical one (same title, description and variant) still on screen is not
 * shown twice: the id is derived from the content, and the store ignores a repeated id.
 */
export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DURATION_MS,
}: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}) {
  return notifications.show({
    id: `toast:${variant}:${title}:${description ?? ''}`,
    title,
    message: description ?? '',
    color: COLORS[variant],
    autoClose: duration,
    withBorder: true,
    'data-variant': variant,
  });
}
