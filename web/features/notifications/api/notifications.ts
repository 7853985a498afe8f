import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type {
  NotificationPage,
  NotificationSettings,
  UpdatePrefsBody,
} from '@core/api/notifications.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const KEY = queryKeys.notifications;
const LIST_KEY = [...KEY, 'list'] as const;
const UNREAD_KEY = ['notifications', 'unread'] as const;
const PREFS_KEY = ['notifications', 'preferences'] as const;
/** The bell asks again every half minute while the app is open (and on coming back to it). */
const UNREAD_EVERY_MS = 30_000;

/**
 * One truth for the bell and the list: the count the bell shows, and the list's newest page with
 * its own count (read with it). Whichever is read last brings the other up to date: a list that
 * comes sets the bell's count; a count that moved marks the list to be read again.
 */
export function useUnreadCount() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async () => {
      const answer = await api<{ unread: number }>('/api/notifications/unread-count');
      const list = queryClient.getQueryData<InfiniteData<NotificationPage>>(LIST_KEY);
      if (list && list.pages[0]?.unread !== answer.unread) {
        void queryClient.invalidateQueries({ queryKey: LIST_KEY });
      }
      return answer;
    },
    refetchInterval: UNREAD_EVERY_MS,
  });
}

export function useNotifications() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: LIST_KEY,
    queryFn: async ({ pageParam }) => {
      const page = await api<NotificationPage>(
        `/api/notifications?limit=20${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`,
      );
      if (!pageParam) queryClient.setQueryData(UNREAD_KEY, { unread: page.unread });
      return page;
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

/** Opening the centre reads its list afresh (the bell's count comes with it). */
export function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: LIST_KEY });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) =>
      api<{ unread: number }>('/api/notifications/read', { method: 'POST', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(UNREAD_KEY, answer);
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

export const usePrefs = () =>
  useQuery({
    queryKey: PREFS_KEY,
    queryFn: () => api<NotificationSettings>('/api/notifications/preferences'),
  });

export function useUpdatePrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePrefsBody) =>
      api<NotificationSettings>('/api/notifications/preferences', { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(PREFS_KEY, answer),
  });
}

export const unsubscribe = (token: string) =>
  api<null>('/api/notifications/unsubscribe', { method: 'POST', body: { token } });
