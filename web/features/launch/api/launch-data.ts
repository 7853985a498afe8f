import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Template } from '../../../../core/api/templates.schema';
import type { VideoPage } from '../../../../core/api/videos.schema';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** docs/product.md §9: launch data is cached 60 s, never retried, not refetched on focus. */
const LAUNCH_CACHE = { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } as const;

export const useLaunchTemplates = () =>
  useQuery({
    queryKey: [...queryKeys.commentTemplates, 'all'],
    queryFn: () => api<Template[]>('/api/comment-templates'),
    ...LAUNCH_CACHE,
  });

export function useLaunchVideos(filter: { page: number; pageSize: number; search: string }) {
  const params = new URLSearchParams({
    page: String(filter.page),
    pageSize: String(filter.pageSize),
  });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  return useQuery({
    queryKey: [...queryKeys.videos, 'launch', filter],
    queryFn: () => api<VideoPage>(`/api/videos?${params.toString()}`),
    placeholderData: keepPreviousData,
    ...LAUNCH_CACHE,
  });
}
