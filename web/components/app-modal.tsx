import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { follows, tabStops } from '../lib/focus';
import { dialogOpened, useTopDialog } from '../lib/open-dialogs';
import { DialogToasts } from './dialog-toasts';

/** A dialog's title heads everything in it: never lighter than a heading inside. */
const TITLE = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

/**
 * Gives the focus back to the control that opened a dialog. When what the dialog did has disabled
 * it (Process Videos with its box emptied by the import, Post Comments with nothing chosen after
 * the launch), the control before it takes the focus: the keyboard goes on from where it was, not
 * from the top of the page.
 */
function returnFocus(opener: HTMLElement | null) {
  if (!opener?.isConnected) return;
  if (!opener.matches(':disabled')) {
    opener.focus({ preventScroll: true });
    return;
  }
  const before = tabStops(document).filter((control) => follows(opener, control));
  before.at(-1)?.focus({ preventScroll: true });
}

/**
 * Mantine's modal, centred, with a close button that says what it does (in the user's language).
 * While it is the dialog on top, the toasts show inside it, never over its buttons. Closed, or
 * gone with what showed it, it gives the focus back to what opened it (`returnFocus`): Mantine's
 * own return misses a dialog shown already open and a control disabled meanwhile.
 */
export function AppModal({ children, ...props }: ModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (props.opened ? dialogOpened(id) : undefined), [props.opened, id]);
  useEffect(() => {
    if (!props.opened) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const focusInDialog = () => {
      const now = document.activeElement;
      return !now || now === document.body || !!root.current?.contains(now);
    };
    // Only when the focus is still the dialog's (or lost with it): not taken from elsewhere.
    return () => {
      if (focusInDialog()) returnFocus(opener);
    };
  }, [props.opened]);
  const onTop = useTopDialog() === id;
  return (
    <Modal
      ref={root}
      centered
      styles={TITLE}
      returnFocus={false}
      {...props}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {onTop && <DialogToasts />}
      {children}
    </Modal>
  );
}
