import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '@core/api/dashboard.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { DASHBOARD_STALE_MS } from './dashboard-cache';

export const getActivity = () => api<Activity[]>('/api/activity-logs?limit=20');

export const activityQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.activity,
    queryFn: getActivity,
    staleTime: DASHBOARD_STALE_MS,
  });

export const useActivity = () => useQuery(activityQueryOptions());
