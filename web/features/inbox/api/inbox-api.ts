import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BatchPreview, Comment } from '@core/api/batches.schema';
import type {
  AnswerPreviewBody,
  InboxPage,
  InboxThread,
  UpdateInboxReply,
} from '@core/api/inbox.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * Everything of the inbox under one key: a change to one reply reads the list, the thread and
 * the navigation's count again (app/layouts/inbox-entry.tsx asks for the count under
 * ['inbox', 'count'], written out there).
 */
export const INBOX_KEY = ['inbox'] as const;

/** Replies arrive with the visibility checks' rounds: a minute behind is soon enough. */
const POLL_MS = 60_000;

export type InboxFilter = {
  show: 'all' | 'unread' | 'waiting';
  accountId: string | null;
  /** Only the replies given to this member (the reader: "Given to me"). */
  assigneeId: string | null;
};

function inboxUrl(filter: InboxFilter, before: string | null) {
  const query = new URLSearchParams({ limit: '30' });
  if (filter.show === 'unread') query.set('unread', 'true');
  if (filter.show === 'waiting') query.set('waiting', 'true');
  if (filter.accountId) query.set('accountId', filter.accountId);
  if (filter.assigneeId) query.set('assigneeId', filter.assigneeId);
  if (before) query.set('before', before);
  return `/api/inbox?${query}`;
}

/** GET /api/inbox, newest first, a page at a time ("Show more" asks for the next). */
export const useInboxPages = (filter: InboxFilter) =>
  useInfiniteQuery({
    queryKey: [...INBOX_KEY, 'list', filter],
    queryFn: ({ pageParam }) => api<InboxPage>(inboxUrl(filter, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    refetchInterval: POLL_MS,
  });

/** GET /api/inbox/:id/thread: the thread as kept, while the answer on its way is followed. */
export const useThread = (replyId: string) =>
  useQuery({
    queryKey: [...INBOX_KEY, 'thread', replyId],
    queryFn: () => api<InboxThread>(`/api/inbox/${replyId}/thread`),
    // An answer on its way is looked at every few seconds until it is posted or stops.
    refetchInterval: (query) => (query.state.data?.answers.some(isOnItsWay) ? 5000 : false),
  });

const isOnItsWay = (answer: { status: string }) =>
  ['pending', 'posting', 'verifying'].includes(answer.status);

/** PATCH /api/inbox/:id: read, handled, or given to someone. */
export function useUpdateReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateInboxReply }) =>
      api<null>(`/api/inbox/${id}`, { method: 'PATCH', body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}

/** POST /api/inbox/:id/answer/preview: the confirmation, before anything is sent. */
export const usePreviewAnswer = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: string; body: AnswerPreviewBody }) =>
      api<BatchPreview>(`/api/inbox/${id}/answer/preview`, { method: 'POST', body }),
  });

/** POST /api/inbox/:id/answer with the person's yes: a batch of one on the posting engine. */
export function useAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AnswerPreviewBody }) =>
      api<Comment>(`/api/inbox/${id}/answer`, {
        method: 'POST',
        body: { ...body, confirmed: true },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
        queryClient.invalidateQueries({ queryKey: queryKeys.batches }),
        queryClient.invalidateQueries({ queryKey: queryKeys.comments }),
      ]),
  });
}
