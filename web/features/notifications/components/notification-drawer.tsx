import {
  Alert,
  Anchor,
  Box,
  Button,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Notification } from '@core/api/notifications.schema';
import { eventLink } from '@core/notifications/event-link';
import { RelativeTime } from '@web/components/relative-time';
import { useTranslation } from '@web/i18n/use-translation';
import { useMarkRead, useNotifications } from '../api/notifications';
import { notificationText } from '../lib/notification-text';

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { title, text } = notificationText(t, i18n.language, notification);
  const unread = notification.readAt === null;
  return (
    <Box
      component="li"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: unread ? 'var(--app-highlight)' : undefined,
        listStyle: 'none',
      }}
    >
      {/* A link: it goes to what the notification is about (and marks it read). */}
      <UnstyledButton
        component={Link}
        to={eventLink(notification.type, notification.data as never)}
        onClick={onOpen}
        p="sm"
        w="100%"
        style={{ display: 'flex', gap: 8, alignItems: 'center', borderRadius: 'inherit' }}
      >
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm">
            {title}
            {unread && (
              <Text component="span" size="xs" c="indigo" fw={600} ms={8}>
                {t('notifications.unread')}
              </Text>
            )}
          </Text>
          <Text size="sm">{text}</Text>
          <RelativeTime date={notification.createdAt} size="xs" c="dimmed" mt={4} />
        </Box>
        <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0, opacity: 0.6 }} />
      </UnstyledButton>
    </Box>
  );
}

/**
 * docs/notifications.md §3: the centre. Newest first, 20 at a time; opening one marks it read
 * and goes to what it is about.
 */
export default function NotificationDrawer({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const list = useNotifications();
  const markRead = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
    onClose();
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('notifications.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor component={Link} to="/account#notifications" size="sm" onClick={onClose}>
            {t('notifications.settingsLink')}
          </Anchor>
          {unread > 0 && (
            <Button
              size="xs"
              variant="light"
              loading={markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              {t('notifications.markAllRead')}
            </Button>
          )}
        </Group>
        {list.isLoading && <Skeleton h={80} />}
        {list.isError && <Alert color="red">{t('notifications.loadFailed')}</Alert>}
        {list.isSuccess && items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('notifications.empty')}
          </Text>
        )}
        <Stack component="ul" gap="xs" p={0} m={0}>
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={() => open(notification)}
            />
          ))}
        </Stack>
        {list.hasNextPage && (
          <Button
            variant="subtle"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('notifications.loadOlder')}
          </Button>
        )}
        {items.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('notifications.kept')}
          </Text>
        )}
      </Stack>
    </Drawer>
  );
}
