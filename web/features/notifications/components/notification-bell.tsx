import { ActionIcon, Badge } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { UNREAD_COUNT_MAX } from '@core/notifications/unread';
import { LazyTooltip } from '@web/components/lazy-tooltip';
import { withAllWords } from '@web/i18n/i18n';
import { useTranslation } from '@web/i18n/use-translation';
import { useRefreshNotifications, useUnreadCount } from '../api/notifications';

// The list loads on the first open, with the words it shows (i18n/word-parts.ts).
const NotificationDrawer = lazy(withAllWords(() => import('./notification-drawer')));

/** docs/notifications.md §3: the header's bell, with how many are unread; it opens the centre. */
export default function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data?.unread ?? 0;
  const refresh = useRefreshNotifications();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const label =
    unread >= UNREAD_COUNT_MAX
      ? t('notifications.bellUnreadMany', { count: UNREAD_COUNT_MAX - 1 })
      : unread
        ? t('notifications.bellUnread', { count: unread })
        : t('notifications.bell');
  return (
    <>
      <LazyTooltip label={label}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={label}
          onClick={() => {
            // Read afresh when opened again (the first opening reads it anyway).
            if (wanted) void refresh();
            setWanted(true);
            setOpened(true);
          }}
          style={{ position: 'relative', overflow: 'visible' }}
        >
          <IconBell size={18} />
          {unread > 0 && (
            <Badge
              size="xs"
              circle={unread < 10}
              color="red"
              aria-hidden
              style={{ position: 'absolute', top: -6, insetInlineEnd: -6, pointerEvents: 'none' }}
            >
              {unread >= UNREAD_COUNT_MAX ? `${UNREAD_COUNT_MAX - 1}+` : unread}
            </Badge>
          )}
        </ActionIcon>
      </LazyTooltip>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
