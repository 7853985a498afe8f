import { Button, Group, SegmentedControl, Select, Stack, Switch } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ListQuery } from '@web/components/section-card';
import { useChannels } from '@web/hooks/use-channels';
import { useCurrentUser } from '@web/hooks/use-current-user';
import { useTranslation } from '@web/i18n/use-translation';
import { INBOX_KEY, useInboxPages, type InboxFilter } from '../api/inbox-api';
import { ReplyCard } from './reply-card';
import { ThreadDialog } from './thread-dialog';

/**
 * docs/replies.md §2: others' replies to the workspace's comments, newest first, filtered by what
 * still needs someone and by channel; a reply's thread opens over the list (`?reply=` keeps it,
 * so a notification's link opens it too).
 */
export function InboxView() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<InboxFilter>({
    show: 'all',
    accountId: null,
    assigneeId: null,
  });
  const me = useCurrentUser().user?.id ?? null;
  const [params, setParams] = useSearchParams();
  const open = params.get('reply');
  const queryClient = useQueryClient();
  const setOpen = (id: string | null) => {
    setParams(id ? { reply: id } : {}, { replace: !id });
    // What happened in the thread (an answer posted, so its reply handled) shows in the list.
    if (!id) void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
  };
  const pages = useInboxPages(filter);
  const channels = useChannels().data ?? [];
  const replies = pages.data?.pages.flatMap((page) => page.replies);
  const filtered = filter.show !== 'all' || filter.accountId !== null || filter.assigneeId !== null;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('inbox.filter.label')}
          value={filter.show}
          onChange={(show) => setFilter({ ...filter, show: show })}
          data={[
            { value: 'all', label: t('inbox.filter.all') },
            { value: 'unread', label: t('inbox.filter.unread') },
            { value: 'waiting', label: t('inbox.filter.waiting') },
          ]}
          style={{ maxWidth: '100%' }}
        />
        {channels.length > 1 && (
          <Select
            label={t('inbox.filter.channel')}
            placeholder={t('inbox.filter.anyChannel')}
            clearable
            value={filter.accountId}
            onChange={(accountId) => setFilter({ ...filter, accountId })}
            data={channels.map((c) => ({ value: c.id, label: c.fullName ?? c.email }))}
            w={240}
            maw="100%"
          />
        )}
        <Switch
          label={t('inbox.filter.mine')}
          checked={filter.assigneeId !== null}
          disabled={!me}
          onChange={(event) =>
            setFilter({ ...filter, assigneeId: event.currentTarget.checked ? me : null })
          }
          style={{ alignSelf: 'center' }}
        />
      </Group>
      <ListQuery
        query={{ ...pages, data: replies }}
        errorTitle={t('inbox.loadFailed')}
        empty={
          <EmptyState
            icon={<IconInbox size={36} aria-hidden />}
            title={t('inbox.empty')}
            hint={filtered ? t('inbox.emptyFiltered') : t('inbox.emptyHint')}
          />
        }
      >
        {(items) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((reply) => (
              <ReplyCard key={reply.id} reply={reply} onOpen={() => setOpen(reply.id)} />
            ))}
          </Stack>
        )}
      </ListQuery>
      {pages.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('inbox.more')}
        </Button>
      )}
      {open && <ThreadDialog replyId={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
