import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckKey } from '@core/api/settings.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const KEY = [...queryKeys.settings, 'check-key'] as const;

/** docs/visibility.md: whether the server holds the user's key for checks (never the key). */
export const useCheckKey = () =>
  useQuery({ queryKey: KEY, queryFn: () => api<CheckKey>('/api/settings/check-key') });

export function useSaveCheckKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiKey: string) =>
      api<CheckKey>('/api/settings/check-key', { method: 'POST', body: { apiKey } }),
    onSuccess: (key) => queryClient.setQueryData(KEY, key),
  });
}

export function useRemoveCheckKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CheckKey>('/api/settings/check-key', { method: 'DELETE' }),
    onSuccess: (key) => queryClient.setQueryData(KEY, key),
  });
}
