import { Button, Group, type MantineColor, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PendingButton } from './pending-button';

/**
 * Cancel, then the button that does what a dialog asks, which says what it is doing while it runs.
 * `type="submit"` makes the second one send its form instead of calling `onConfirm`.
 */
export function ConfirmButtons(props: {
  onCancel: () => void;
  cancelDisabled?: boolean;
  children: ReactNode;
  pending: boolean;
  pendingLabel: string;
  disabled?: boolean;
  color?: MantineColor;
  type?: 'button' | 'submit';
  onConfirm?: () => void;
  mt?: MantineSpacing;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt={props.mt}>
      <Button variant="default" disabled={props.cancelDisabled} onClick={props.onCancel}>
        {t('common.cancel')}
      </Button>
      <PendingButton
        type={props.type ?? 'button'}
        color={props.color}
        pending={props.pending}
        pendingLabel={props.pendingLabel}
        disabled={props.disabled}
        onClick={props.onConfirm}
      >
        {props.children}
      </PendingButton>
    </Group>
  );
}
