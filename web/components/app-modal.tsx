import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { dialogOpened, useTopDialog } from '../lib/open-dialogs';
import { DialogToasts } from './dialog-toasts';

/** A dialog's title heads everything in it: never lighter than a heading inside. */
const TITLE = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

/**
 * Mantine's modal, centred, with a close button that says what it does (in the user's language).
 * While it is the dialog on top, the toasts show inside it, never over its buttons.
 */
export function AppModal({ children, ...props }: ModalProps) {
  const { t } = useTranslation();
  const id = useId();
  useEffect(() => (props.opened ? dialogOpened(id) : undefined), [props.opened, id]);
  const onTop = useTopDialog() === id;
  return (
    <Modal
      centered
      styles={TITLE}
      {...props}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {onTop && <DialogToasts />}
      {children}
    </Modal>
  );
}
