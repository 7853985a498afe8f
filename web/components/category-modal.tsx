import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { AppModal } from './app-modal';
import { ConfirmButtons } from './confirm-buttons';

/** Files the chosen items under one category: what `children` shows (the select), then Apply. */
export function CategoryModal(props: {
  title: string;
  pending: boolean;
  onApply: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AppModal opened onClose={props.onClose} title={props.title}>
      <Stack gap="md">
        {props.children}
        <ConfirmButtons
          onCancel={props.onClose}
          pending={props.pending}
          pendingLabel={t('common.saving')}
          onConfirm={props.onApply}
        >
          {t('templates.apply')}
        </ConfirmButtons>
      </Stack>
    </AppModal>
  );
}
