import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FindQuotaAnswer } from '@core/api/find.schema';
import { api } from '@web/lib/api-client';
import { findKeys } from './find-query';

export const fetchFindQuota = () => api<FindQuotaAnswer>('/api/find/quota');

/** What the next search costs and what is left, read before searching (it costs nothing). */
export const findQuotaQueryOptions = () =>
  queryOptions({ queryKey: findKeys.quota, queryFn: fetchFindQuota, staleTime: 30_000 });

export const useFindQuota = () => useQuery(findQuotaQueryOptions());
