import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@core/api/settings.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getSettings = () => api<Settings>('/api/settings');

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
