import { Button, Group, Stack } from '@mantine/core';
import { AppModal } from './app-modal';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PendingButton } from './pending-button';

/** Asks before a destructive action; the confirm button says what it is doing while it runs. */
export function ConfirmModal(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="md">
        {props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <PendingButton
            color="red"
            pending={props.pending}
            pendingLabel={props.pendingLabel}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </PendingButton>
        </Group>
      </Stack>
    </AppModal>
  );
}
