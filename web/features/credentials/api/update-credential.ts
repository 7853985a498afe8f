import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credential, QuotaLimits } from '@core/api/credentials.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { refreshCredentials } from './credentials';

/** Says whether the credential's app is in Google's Testing status (docs/visibility.md). */
export function useSetTesting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, testing }: { id: string; testing: boolean }) =>
      api<Credential>(`/api/credentials/${id}`, { method: 'PATCH', body: { testing } }),
    onSuccess: async () => {
      await refreshCredentials(queryClient);
      // Its channels' connection end changes with it.
      await queryClient.invalidateQueries({ queryKey: queryKeys.accounts });
    },
  });
}

/** Sets the credential's own daily limits (null: the server's), docs/platform.md §2. */
export function useSetQuotaLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...limits }: QuotaLimits & { id: string }) =>
      api<Credential>(`/api/credentials/${id}`, { method: 'PATCH', body: limits }),
    // Every quota shown follows the credential's limits.
    onSuccess: () =>
      Promise.all([
        refreshCredentials(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.quota }),
      ]),
  });
}
