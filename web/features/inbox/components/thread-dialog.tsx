import { Alert, Badge, Blockquote, Divider, Skeleton, Stack, Text } from '@mantine/core';
import type { InboxThread, ThreadReply } from '@core/api/inbox.schema';
import { AppModal } from '@web/components/app-modal';
import { RelativeTime } from '@web/components/relative-time';
import { usePhone } from '@web/hooks/use-phone';
import { optionalText } from '@web/i18n/translator';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { useThread } from '../api/inbox-api';
import { AnswerBox } from './answer-box';
import { AssigneeSelect } from './assignee-select';

const breakAnywhere = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

function ThreadMessage({ reply, focused }: { reply: ThreadReply; focused: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap={2}
      p="xs"
      bg={reply.ours ? 'var(--mantine-color-default-hover)' : undefined}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        outline: focused ? '2px solid var(--mantine-color-blue-filled)' : undefined,
      }}
    >
      <Text size="sm" fw={600} style={breakAnywhere}>
        {reply.author}{' '}
        {reply.ours && (
          <Badge size="xs" variant="light" color="green" component="span">
            {t('inbox.thread.ours')}
          </Badge>
        )}
      </Text>
      <RelativeTime size="xs" c="dimmed" date={reply.publishedAt} />
      <Text size="sm" style={breakAnywhere}>
        {reply.content}
      </Text>
    </Stack>
  );
}

/** An answer not posted (yet): its status, and why it stopped when it did. */
function AnswerState({ answer }: { answer: InboxThread['answers'][number] }) {
  const { t } = useTranslation();
  const reason = answer.errorReason && optionalText(t, `comments.reason.${answer.errorReason}`);
  return (
    <Alert
      color={
        answer.status === 'failed' ? 'red' : answer.status === 'unconfirmed' ? 'orange' : 'blue'
      }
      title={t('inbox.thread.answerStatus', { status: t(`comments.status.${answer.status}`) })}
    >
      <Text size="sm" style={breakAnywhere}>
        {answer.content}
      </Text>
      {(reason || answer.errorMessage) && (
        <Text size="xs" c="dimmed" mt={4} style={breakAnywhere}>
          {[reason, answer.errorMessage].filter(Boolean).join(' · ')}
        </Text>
      )}
    </Alert>
  );
}

/**
 * docs/replies.md §2: the whole thread as kept (no unit spent): our comment, every reply oldest
 * first (ours marked), the answers on their way, and the answer box.
 */
export function ThreadDialog({ replyId, onClose }: { replyId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const thread = useThread(replyId);
  const data = thread.data;
  return (
    <AppModal opened onClose={onClose} title={t('inbox.thread.title')} size="lg" fullScreen={phone}>
      {thread.isPending && <Skeleton height={120} />}
      {thread.isError && (
        <Alert color="red" title={t('inbox.thread.loadFailed')}>
          {errorText(t, thread.error)}
        </Alert>
      )}
      {data && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" style={breakAnywhere}>
            {t('inbox.thread.ourComment', {
              channel: data.comment.channelTitle ?? t('inbox.goneChannel'),
              video: data.comment.videoTitle ?? data.comment.videoId,
            })}
          </Text>
          <Blockquote p="xs" fz="sm" style={breakAnywhere}>
            {data.comment.content}
          </Blockquote>
          {data.comment.unreadableAt && (
            <Alert color="orange">{t('inbox.thread.unreadable')}</Alert>
          )}
          <Stack gap={4} component="section" aria-label={t('inbox.thread.replies')}>
            {data.replies.map((reply) => (
              <ThreadMessage key={reply.id} reply={reply} focused={reply.id === replyId} />
            ))}
          </Stack>
          <AssigneeSelect
            replyId={replyId}
            assigneeId={data.replies.find((r) => r.id === replyId)?.assigneeId ?? null}
          />
          {data.answers.map((answer) => (
            <AnswerState key={answer.id} answer={answer} />
          ))}
          <Divider />
          <AnswerBox replyId={replyId} commentAccountId={data.comment.accountId} />
        </Stack>
      )}
    </AppModal>
  );
}
