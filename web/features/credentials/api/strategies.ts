import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Strategy } from '@core/api/oauth.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getStrategies = () => api<Strategy[]>('/api/auth/strategies');

/** docs/product.md §7: the sign-in credentials, retried 2 times. */
export const strategiesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.strategies, queryFn: getStrategies, retry: 2 });

export const useStrategies = () => useQuery(strategiesQueryOptions());
