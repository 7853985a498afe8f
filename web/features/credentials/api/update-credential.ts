import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credential } from '@core/api/credentials.schema';
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
