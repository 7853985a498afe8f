import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { IfCan } from '@web/components/if-can';
import { useTranslation } from '@web/i18n/use-translation';
import { useBatchPermission } from '@web/hooks/use-batch-permission';

/**
 * "Change start": opens the form that moves a scheduled batch's start (docs/schedules.md §1).
 * Nothing for a role that may not move it (an editor, another's batch): the start stays said
 * beside it.
 */
export function ChangeStartButton({
  onClick,
  createdBy,
  size = 'compact-xs',
}: {
  onClick: () => void;
  /** The batch's author, where the answer says (use-batch-permission.ts). */
  createdBy?: string | null;
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation();
  return (
    <IfCan permission={useBatchPermission(createdBy)}>
      <Button
        size={size}
        variant="default"
        leftSection={<IconCalendarTime size={14} />}
        onClick={onClick}
      >
        {t('schedule.move')}
      </Button>
    </IfCan>
  );
}
