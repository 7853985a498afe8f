import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Account } from '../../../../core/api/accounts.schema';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getAccounts = () => api<Account[]>('/api/accounts');

/** SPEC §9: cached 60 s, no retry, no refetch on focus. */
export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.accounts,
    queryFn: getAccounts,
    staleTime: 60_000,
    retry: false,
  });

export const useAccounts = () => useQuery(accountsQueryOptions());

/** Channels also show under their credential on /accounts. */
export function refreshAccounts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
    queryClient.invalidateQueries({ queryKey: queryKeys.credentials }),
  ]);
}
