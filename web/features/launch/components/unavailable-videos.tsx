import { Alert, Checkbox, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import type { VideoCheck } from '@core/api/batches.schema';

/**
 * The chosen videos YouTube would refuse comments on (turned off, or gone), named before anything
 * is sent, with the choice to leave them out (the default: posting there can only fail).
 */
export function UnavailableVideos({
  check,
  checkError,
  leaveOut,
  disabled,
  onLeaveOut,
}: {
  check?: VideoCheck;
  checkError?: string;
  leaveOut: boolean;
  disabled: boolean;
  onLeaveOut: (leaveOut: boolean) => void;
}) {
  const { t } = useTranslation();
  if (checkError) {
    return (
      <Alert
        color="gray"
        icon={<IconInfoCircle size={18} />}
        title={t('launch.confirm.checkFailed')}
      >
        <Text size="sm">{checkError}</Text>
      </Alert>
    );
  }
  const videos = [
    ...(check?.commentsDisabled ?? []).map((v) => ({
      ...v,
      reason: t('launch.confirm.commentsDisabled'),
    })),
    ...(check?.notFound ?? []).map((v) => ({ ...v, reason: t('launch.confirm.notFound') })),
  ];
  if (!videos.length) return null;
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} />}
      title={t('launch.confirm.unavailable', { count: videos.length })}
    >
      <Stack gap="xs">
        <List size="sm" spacing={2}>
          {videos.map((v) => (
            <List.Item key={v.videoId}>
              {t('launch.confirm.unavailableItem', {
                title: v.title ?? v.videoId,
                reason: v.reason,
              })}
            </List.Item>
          ))}
        </List>
        <Checkbox
          label={t('launch.confirm.leaveOut')}
          checked={leaveOut}
          disabled={disabled}
          onChange={(event) => onLeaveOut(event.currentTarget.checked)}
        />
      </Stack>
    </Alert>
  );
}
