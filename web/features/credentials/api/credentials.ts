import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Credential } from '@core/api/credentials.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getCredentials = () => api<Credential[]>('/api/credentials');

export const credentialsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.credentials, queryFn: getCredentials });

export const useCredentials = () => useQuery(credentialsQueryOptions());

/** Credentials show in three places: the table, the sign-in list, and each channel's row. */
export function refreshCredentials(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.credentials }),
    queryClient.invalidateQueries({ queryKey: queryKeys.strategies }),
    queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
  ]);
}
