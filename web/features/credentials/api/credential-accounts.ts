import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CredentialAccount } from '../../../../core/api/accounts.schema';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getCredentialAccounts = (id: string) =>
  api<CredentialAccount[]>(`/api/credentials/${id}/accounts`);

/** docs/product.md §9: each credential's account list is cached 30 s. */
export const credentialAccountsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.credentialAccounts(id),
    queryFn: () => getCredentialAccounts(id),
    staleTime: 30_000,
  });

export const useCredentialAccounts = (id: string) => useQuery(credentialAccountsQueryOptions(id));
