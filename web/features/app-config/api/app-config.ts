import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@core/api/common.schema';
import { api } from '@web/lib/api-client';

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: () => api<AppConfig>('/api/app-config'),
  });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
