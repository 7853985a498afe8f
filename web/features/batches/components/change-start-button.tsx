import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';

/** "Change start": opens the form that moves a scheduled batch's start (docs/schedules.md §1). */
export function ChangeStartButton({
  onClick,
  size = 'compact-xs',
}: {
  onClick: () => void;
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation();
  return (
    <Button
      size={size}
      variant="default"
      leftSection={<IconCalendarTime size={14} />}
      onClick={onClick}
    >
      {t('schedule.move')}
    </Button>
  );
}
