import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@core/api/dashboard.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { DASHBOARD_STALE_MS } from './dashboard-cache';

/** The daily chart's days are the user's own: the server counts them in this time zone. */
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const getDashboard = () => api<Dashboard>(`/api/dashboard?tz=${encodeURIComponent(zone)}`);

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard,
    queryFn: getDashboard,
    staleTime: DASHBOARD_STALE_MS,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
