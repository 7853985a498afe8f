import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPage,
  NotificationSettings,
  UpdatePrefsBody,
} from '@core/api/notifications.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const KEY = queryKeys.notifications;
const UNREAD_KEY = ['notifications', 'unread'] as const;
const PREFS_KEY = ['notifications', 'preferences'] as const;
/** The bell asks again every half minute while the app is open (and on coming back to it). */
const UNREAD_EVERY_MS = 30_000;

export const useUnreadCount = () =>
  useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () => api<{ unread: number }>('/api/notifications/unread-count'),
    refetchInterval: UNREAD_EVERY_MS,
  });

export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: [...KEY, 'list'],
    queryFn: ({ pageParam }) =>
      api<NotificationPage>(
        `/api/notifications?limit=20${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) =>
      api<{ unread: number }>('/api/notifications/read', { method: 'POST', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(UNREAD_KEY, answer);
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
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
