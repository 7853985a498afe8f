import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';

/** Channels also show under their credential on /accounts. */
export function refreshAccounts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
    queryClient.invalidateQueries({ queryKey: queryKeys.credentials }),
  ]);
}
