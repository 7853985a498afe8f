import { Group, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { AnswerPreviewBody } from '@core/api/inbox.schema';
import { TEMPLATE_MAX } from '@core/api/limits';
import type { Template } from '@core/api/templates.schema';
import { PendingButton } from '@web/components/pending-button';
import { useChannels } from '@web/hooks/use-channels';
import { useTranslation } from '@web/i18n/use-translation';
import { api } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useQuery } from '@tanstack/react-query';
import { useAnswer, usePreviewAnswer } from '../api/inbox-api';
import { AnswerConfirmation } from './answer-confirmation';

/**
 * The thread's lists open inside it: from a portal, a phone's full-screen thread had them placed
 * half off the screen, and the thread widened to follow. The assignee's list takes it too.
 */
export const INSIDE_THE_THREAD = { withinPortal: false } as const;

/**
 * docs/replies.md §3: the answer, written or from a template, by the channel that wrote the
 * comment unless the person picks another (said plainly); reviewed in a confirmation with its
 * quota and time before anything is sent.
 */
export function AnswerBox({
  replyId,
  commentAccountId,
}: {
  replyId: string;
  commentAccountId: string | null;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<'write' | 'template'>('write');
  const [text, setText] = useState('');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const channels = (useChannels().data ?? []).filter((c) => c.status === 'active');
  const [accountId, setAccountId] = useState<string | null>(commentAccountId);
  const templates = useQuery({
    queryKey: [...queryKeys.commentTemplates, 'all'],
    queryFn: () => api<Template[]>('/api/comment-templates'),
    enabled: source === 'template',
  });
  const preview = usePreviewAnswer();
  const answer = useAnswer();
  const body: AnswerPreviewBody | null =
    source === 'write'
      ? text.trim()
        ? { content: text }
        : null
      : templateId
        ? { templateId }
        : null;
  const withChannel = (b: AnswerPreviewBody) =>
    accountId && accountId !== commentAccountId ? { ...b, accountId } : b;
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorText(t, error), variant: 'destructive' });
  const review = () => {
    if (!body) return;
    preview.mutate(
      { id: replyId, body: withChannel(body) },
      { onError: failed(t('inbox.answer.reviewFailed')) },
    );
  };
  const post = () => {
    if (!body) return;
    answer.mutate(
      { id: replyId, body: withChannel(body) },
      {
        onSuccess: () => {
          preview.reset();
          setText('');
          setTemplateId(null);
          toast({
            title: t('inbox.answer.queued'),
            description: t('inbox.answer.queuedText'),
            variant: 'success',
          });
        },
        onError: failed(t('inbox.answer.failed')),
      },
    );
  };
  const chosen = channels.find((c) => c.id === accountId);
  const tooLong = text.length > TEMPLATE_MAX;
  return (
    <Stack gap="sm" component="section" aria-label={t('inbox.answer.title')}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{t('inbox.answer.title')}</Text>
        <SegmentedControl
          size="xs"
          value={source}
          onChange={(value) => setSource(value)}
          data={[
            { value: 'write', label: t('inbox.answer.write') },
            { value: 'template', label: t('inbox.answer.template') },
          ]}
        />
      </Group>
      {source === 'write' ? (
        <Textarea
          label={t('inbox.answer.text')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={10}
          error={tooLong ? t('inbox.answer.tooLong') : undefined}
        />
      ) : (
        <Select
          label={t('inbox.answer.pickTemplate')}
          value={templateId}
          onChange={setTemplateId}
          searchable
          nothingFoundMessage={t('inbox.answer.noTemplates')}
          data={(templates.data ?? []).map((tpl) => ({ value: tpl.id, label: tpl.content }))}
          comboboxProps={INSIDE_THE_THREAD}
        />
      )}
      <Select
        label={t('inbox.answer.channel')}
        value={accountId}
        onChange={setAccountId}
        data={channels.map((c) => ({ value: c.id, label: c.fullName ?? c.email }))}
        placeholder={t('inbox.answer.pickChannel')}
        allowDeselect={false}
        comboboxProps={INSIDE_THE_THREAD}
        description={
          chosen
            ? chosen.id === commentAccountId
              ? t('inbox.answer.sameChannel', { channel: chosen.fullName ?? chosen.email })
              : t('inbox.answer.otherChannel', { channel: chosen.fullName ?? chosen.email })
            : t('inbox.answer.noChannel')
        }
      />
      <PendingButton
        style={{ alignSelf: 'flex-start' }}
        onClick={review}
        disabled={!body || !accountId || tooLong}
        pending={preview.isPending}
        pendingLabel={t('inbox.answer.reviewing')}
      >
        {t('inbox.answer.review')}
      </PendingButton>
      {preview.data && (
        <AnswerConfirmation
          preview={preview.data}
          pending={answer.isPending}
          onClose={() => preview.reset()}
          onConfirm={post}
        />
      )}
    </Stack>
  );
}
