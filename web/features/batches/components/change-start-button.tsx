import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { IfCan } from '@web/components/if-can';
import { useTranslation } from '@web/i18n/use-translation';

/**
 * "Change start": opens the form that moves a scheduled batch's start (docs/schedules.md §1).
 * Nothing for a role that may not move it: the start stays said beside it.
 */
export function ChangeStartButton({
  onClick,
  size = 'compact-xs',
}: {
  onClick: () => void;
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation();
  return (
    <IfCan permission="batches.write">
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
