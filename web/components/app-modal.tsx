import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

/** Mantine's modal, centred, with a close button that says what it does (in the user's language). */
export function AppModal(props: ModalProps) {
  const { t } = useTranslation();
  return <Modal centered {...props} closeButtonProps={{ 'aria-label': t('common.close') }} />;
}
