import { Select } from '@mantine/core';
import type { Member } from '@core/api/workspaces.schema';
import { useCan } from '@web/hooks/use-can';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useMembers } from '@web/hooks/use-members';
import { useUpdateReply } from '../api/inbox-api';
import { INSIDE_THE_THREAD } from './answer-box';

/** Who handles the reply: a member of the workspace, or no one (docs/replies.md §2). */
export function AssigneeSelect({
  replyId,
  assigneeId,
}: {
  replyId: string;
  assigneeId: string | null;
}) {
  const { t } = useTranslation();
  const mayChange = useCan('batches.write');
  const members = useMembers();
  const update = useUpdateReply();
  const name = (m: Member) =>
    m.you ? t('inbox.assignee.you', { name: m.fullName ?? m.email }) : (m.fullName ?? m.email);
  return (
    <Select
      label={t('inbox.assignee.label')}
      placeholder={t('inbox.assignee.none')}
      clearable
      disabled={!mayChange || update.isPending}
      value={assigneeId}
      data={(members.data ?? []).map((m) => ({ value: m.id, label: name(m) }))}
      onChange={(value) =>
        update.mutate(
          { id: replyId, change: { assigneeId: value } },
          {
            onError: (error) =>
              toast({
                title: t('inbox.updateFailed'),
                description: errorText(t, error),
                variant: 'destructive',
              }),
          },
        )
      }
      comboboxProps={INSIDE_THE_THREAD}
    />
  );
}
