import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Template } from '@core/api/templates.schema';
import { api } from '@web/lib/api-client';
import { LAUNCH_DATA_STALE_MS, queryKeys } from '@web/lib/query-keys';

/** Every template, in order: the Comments tab chooses from them all. */
export const getLaunchTemplates = () => api<Template[]>('/api/comment-templates');

export const launchTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.commentTemplates, 'all'],
    queryFn: getLaunchTemplates,
    staleTime: LAUNCH_DATA_STALE_MS,
  });

export const useLaunchTemplates = () => useQuery(launchTemplatesQueryOptions());
