import { Notification, Stack } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { notifications, useNotifications, type NotificationData } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { follows, tabStops } from '../lib/focus';
import { timeLeft } from '../lib/toast';

/**
 * A toast that goes (closed, or its time up) while the focus is in it hands the focus to the
 * dialog's next control (else the dialog): it would otherwise fall out of the dialog to the page.
 */
const keepFocusInDialog = (toast: HTMLDivElement | null) => {
  const dialog = toast?.closest<HTMLElement>('[role="dialog"]');
  if (!toast || !dialog) return;
  return () => {
    if (!toast.contains(document.activeElement)) return;
    const next = tabStops(dialog).find(
      (control) => follows(control, toast) && !toast.contains(control),
    );
    (next ?? dialog).focus();
  };
};

/** The title bar of the dialog a toast is in (Mantine keeps it stuck to the dialog's top). */
const dialogHeader = (toast: HTMLElement) =>
  toast.closest('[role="dialog"]')?.querySelector<HTMLElement>('.mantine-Modal-header');

function DialogToast({ toast }: { toast: NotificationData }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const refs = useMergedRef(ref, keepFocusInDialog);
  const id = toast.id!;
  // A dialog scrolled down to its buttons still shows what just happened, below its title bar:
  // that bar stays at the top while the dialog scrolls, and a toast brought into view at the very
  // top lay under it, where its close button and the dialog's met. (Braces: a browser may answer
  // scrollIntoView with a promise, which an effect must not return.)
  useEffect(() => {
    const toast = ref.current;
    if (!toast) return;
    toast.style.scrollMarginTop = `${dialogHeader(toast)?.offsetHeight ?? 0}px`;
    void toast.scrollIntoView({ block: 'nearest' });
  }, []);
  // Its time runs from when it was raised, whichever dialog shows it.
  useEffect(() => {
    const left = timeLeft(toast);
    if (left === Infinity) return;
    const timer = setTimeout(() => notifications.hide(id), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [id, toast]);
  return (
    <Notification
      ref={refs}
      title={toast.title}
      color={toast.color}
      withBorder
      onClose={() => notifications.hide(id)}
      closeButtonProps={{ 'aria-label': t('common.closeMessage') }}
    >
      {toast.message}
    </Notification>
  );
}

/**
 * The toasts of the moment, inside the dialog on top, above its content: in the flow, so they
 * push the dialog's text and buttons down instead of lying over them.
 */
export function DialogToasts() {
  const { notifications: shown } = useNotifications();
  if (!shown.length) return null;
  return (
    <Stack gap="xs" mb="sm" role="status" aria-live="polite">
      {shown.map((toast) => (
        <DialogToast key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
