import { Badge, Blockquote, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { InboxReply } from '@core/api/inbox.schema';
import { RelativeTime } from '@web/components/relative-time';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useMembers } from '@web/hooks/use-members';
import { useUpdateReply } from '../api/inbox-api';

const breakAnywhere = { overflowWrap: 'anywhere' } as const;

/** Whom the reply is given to, in sight on the card (a phone has no hover): you, or their name. */
function AssigneeBadge({ assigneeId }: { assigneeId: string }) {
  const { t } = useTranslation();
  const member = useMembers().data?.find((m) => m.id === assigneeId);
  // A member who has left: the reply is theirs no longer, until someone gives it again.
  if (!member) return null;
  return (
    <Badge size="sm" variant="light" color="grape" style={{ textTransform: 'none' }} maw="100%">
      {member.you
        ? t('inbox.assignedToYou')
        : t('inbox.assignedBadge', { name: member.fullName ?? member.email })}
    </Badge>
  );
}

/**
 * One reply: who, when, what they wrote, and to which of our comments (channel, video, its text);
 * read, handled, and the way into its thread. Every action is a button (nothing on hover).
 */
export function ReplyCard({ reply, onOpen }: { reply: InboxReply; onOpen: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateReply();
  const unread = reply.readAt === null;
  const handled = reply.handledAt !== null;
  const change = (body: { read?: boolean; handled?: boolean }) =>
    update.mutate(
      { id: reply.id, change: body },
      {
        onError: (error) =>
          toast({
            title: t('inbox.updateFailed'),
            description: errorText(t, error),
            variant: 'destructive',
          }),
      },
    );
  const { comment } = reply;
  return (
    <Card
      withBorder
      padding="md"
      component="li"
      aria-label={t('inbox.replyFrom', { author: reply.author })}
      style={unread ? { borderLeft: '4px solid var(--mantine-color-blue-filled)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start" wrap="wrap">
          <Group gap={6} wrap="wrap" miw={0}>
            <Text fw={600} style={breakAnywhere}>
              {reply.author}
            </Text>
            <RelativeTime size="sm" c="dimmed" span date={reply.publishedAt} />
            {unread && (
              <Badge size="sm" variant="light">
                {t('inbox.unreadBadge')}
              </Badge>
            )}
            {handled && (
              <Badge size="sm" variant="light" color="green">
                {t('inbox.handledBadge')}
              </Badge>
            )}
            {reply.assigneeId && <AssigneeBadge assigneeId={reply.assigneeId} />}
          </Group>
          <Button size="compact-sm" onClick={onOpen}>
            {t('inbox.openThread')}
          </Button>
        </Group>
        <Text style={{ ...breakAnywhere, whiteSpace: 'pre-line' }}>{reply.content}</Text>
        <Text size="sm" c="dimmed" style={breakAnywhere}>
          {t('inbox.onComment', {
            channel: comment.channelTitle ?? t('inbox.goneChannel'),
            video: comment.videoTitle ?? comment.videoId,
          })}
        </Text>
        <Blockquote p="xs" fz="sm" c="dimmed" style={{ ...breakAnywhere, whiteSpace: 'pre-line' }}>
          <Text size="sm" lineClamp={3} inherit>
            {comment.content}
          </Text>
        </Blockquote>
        <Group gap="xs" wrap="wrap">
          <Button
            size="compact-sm"
            variant="default"
            disabled={update.isPending}
            onClick={() => change({ read: unread })}
          >
            {unread ? t('inbox.markRead') : t('inbox.markUnread')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            disabled={update.isPending}
            onClick={() => change({ handled: !handled, ...(handled ? {} : { read: true }) })}
          >
            {handled ? t('inbox.markUnhandled') : t('inbox.markHandled')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
