import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Channel } from '@core/api/channels.schema';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * The user's channels, read by /accounts and /launch alike. docs/product.md §9: cached 60 s, no
 * retry, no refetch on focus (the last two are the query client's defaults).
 */
export const channelsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.accounts,
    queryFn: () => api<Channel[]>('/api/accounts'),
    staleTime: 60_000,
  });

export const useChannels = () => useQuery(channelsQueryOptions());
