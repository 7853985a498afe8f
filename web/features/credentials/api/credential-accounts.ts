import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CredentialChannel } from '@core/api/channels.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getCredentialAccounts = (id: string) =>
  api<CredentialChannel[]>(`/api/credentials/${id}/accounts`);

/** docs/product.md §9: each credential's account list is cached 30 s. */
export const credentialAccountsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.credentialAccounts(id),
    queryFn: () => getCredentialAccounts(id),
    staleTime: 30_000,
  });

export const useCredentialAccounts = (id: string) => useQuery(credentialAccountsQueryOptions(id));
