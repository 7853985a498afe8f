import { useQuery } from '@tanstack/react-query';
import type { Quota } from '../../../../core/api/batches.schema';
import type { Activity, Dashboard } from '../../../../core/api/dashboard.schema';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** docs/product.md §9: cached 60 s, no retry, no refetch on focus; Refresh invalidates them. */
const CACHE = { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } as const;
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const useDashboard = () =>
  useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: () => api<Dashboard>(`/api/dashboard?tz=${encodeURIComponent(zone)}`),
    ...CACHE,
  });

export const useActivity = () =>
  useQuery({
    queryKey: queryKeys.activity,
    queryFn: () => api<Activity[]>('/api/activity-logs?limit=20'),
    ...CACHE,
  });

export const useQuota = () =>
  useQuery({ queryKey: queryKeys.quota, queryFn: () => api<Quota>('/api/quota'), ...CACHE });
