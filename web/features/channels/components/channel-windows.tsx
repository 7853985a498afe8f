import { Button, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { Channel } from '@core/api/channels.schema';
import { formatDateTime } from '@core/format/date-time';
import { useTranslation } from '@web/i18n/use-translation';
import { describeSlots } from '@web/lib/week';

// The editor brings the date pickers: loaded when opened, not with the Channels page.
const WindowsEditor = lazy(() => import('./windows-editor'));

/**
 * docs/schedules.md §2: when a channel posts, said in words (nothing while it may post at any
 * time, the default), and whether it waits for its window now.
 */
export function ChannelWindowsInfo({ account }: { account: Channel }) {
  const { t, i18n } = useTranslation();
  const { windows } = account;
  if (windows.alwaysOpen) return null;
  const lines = describeSlots(windows.slots, i18n.language, t('common.listSeparator'));
  return (
    <Stack gap={2}>
      <Text size="xs" fw={500}>
        {t('windows.postsIn', { zone: windows.timeZone ?? '' })}
      </Text>
      {lines.map((line) => (
        <Text key={line} size="xs" c="dimmed">
          {line}
        </Text>
      ))}
      {windows.opensAt && (
        <Text size="xs" c="orange.8">
          {t('windows.waitingUntil', { time: formatDateTime(windows.opensAt, i18n.language) })}
        </Text>
      )}
    </Stack>
  );
}

/** Opens the channel's windows editor. */
export function WindowsButton({ account }: { account: Channel }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconClock size={14} />}
        onClick={() => setOpen(true)}
      >
        {t('windows.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <WindowsEditor account={account} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
