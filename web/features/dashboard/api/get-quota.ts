import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quota } from '@core/api/batches.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { DASHBOARD_STALE_MS } from './dashboard-cache';

export const getQuota = () => api<Quota>('/api/quota');

export const quotaQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.quota, queryFn: getQuota, staleTime: DASHBOARD_STALE_MS });

export const useQuota = () => useQuery(quotaQueryOptions());
