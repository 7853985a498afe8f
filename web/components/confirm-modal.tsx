import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppModal } from './app-modal';
import { ConfirmButtons } from './confirm-buttons';

/**
 * Asks before an action; the confirm button says what it is doing while it runs. Red for one that
 * destroys something; `safe` for one that only changes it (saving an order).
 */
export function ConfirmModal(props: {
  safe?: boolean;
  opened: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="md">
        {props.children}
        <ConfirmButtons
          onCancel={props.onClose}
          color={props.safe ? undefined : 'red'}
          pending={props.pending}
          pendingLabel={props.pendingLabel}
          onConfirm={props.onConfirm}
        >
          {props.confirmLabel}
        </ConfirmButtons>
      </Stack>
    </AppModal>
  );
}
