import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { AppModal } from '@web/components/app-modal';
import { useTranslation } from '@web/i18n/use-translation';
import { formatDateTime } from '@core/format/date-time';
import { errorText } from '@web/lib/error-text';
import { useReplies } from '../api/get-replies';

/** A comment's replies, newest first; those not seen in the app before are marked new. */
export function RepliesDialog({
  commentId,
  opened,
  onClose,
}: {
  commentId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const replies = useReplies(commentId, opened);
  const all = replies.data?.pages.flatMap((page) => page.replies) ?? [];
  return (
    <AppModal opened={opened} onClose={onClose} title={t('visibility.repliesTitle')} size="lg">
      <Stack gap="sm">
        {replies.isPending && <Loader size="sm" role="status" aria-label={t('common.loading')} />}
        {replies.isError && (
          <Text c="red" size="sm">
            {t('visibility.repliesFailed')}: {errorText(t, replies.error)}
          </Text>
        )}
        {replies.isSuccess && !all.length && <Text size="sm">{t('visibility.noReplies')}</Text>}
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {all.map((reply) => (
            <Stack key={reply.id} gap={2} component="li">
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {reply.author}
                </Text>
                {reply.isNew && (
                  <Badge size="sm" color="blue" variant="light">
                    {t('visibility.newReply')}
                  </Badge>
                )}
                <Text size="xs" c="dimmed">
                  <time dateTime={reply.publishedAt}>
                    {formatDateTime(reply.publishedAt, i18n.language)}
                  </time>
                </Text>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {reply.text}
              </Text>
            </Stack>
          ))}
        </Stack>
        {replies.hasNextPage && (
          <Button
            variant="default"
            loading={replies.isFetchingNextPage}
            onClick={() => void replies.fetchNextPage()}
          >
            {t('visibility.moreReplies')}
          </Button>
        )}
        <Text size="xs" c="dimmed">
          {t('visibility.repliesCost')}
        </Text>
      </Stack>
    </AppModal>
  );
}
