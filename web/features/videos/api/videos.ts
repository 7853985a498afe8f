import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { VideoPage } from '../../../../core/api/videos.schema';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface VideoFilter {
  page: number;
  pageSize: number;
  search: string;
  /** A category id, `_none`, or '' for all. */
  category: string;
  sent: '' | 'none' | 'any' | 'custom';
  sentMin?: number;
  sentMax?: number;
}

function toQuery(filter: VideoFilter) {
  const params = new URLSearchParams({
    page: String(filter.page),
    pageSize: String(filter.pageSize),
  });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.category) params.set('category', filter.category);
  if (filter.sent) params.set('sent', filter.sent);
  if (filter.sent === 'custom') {
    if (filter.sentMin !== undefined) params.set('sentMin', String(filter.sentMin));
    if (filter.sentMax !== undefined) params.set('sentMax', String(filter.sentMax));
  }
  return params.toString();
}

/** One page of the collection, searched, filtered and ordered by the database. */
export const videoPageQueryOptions = (filter: VideoFilter) =>
  queryOptions({
    queryKey: [...queryKeys.videos, 'page', filter],
    queryFn: () => api<VideoPage>(`/api/videos?${toQuery(filter)}`),
    placeholderData: keepPreviousData,
  });

export const useVideoPage = (filter: VideoFilter) => useQuery(videoPageQueryOptions(filter));

/** Videos show in the collection and in the category counts. */
export function refreshVideos(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.videos }),
    queryClient.invalidateQueries({ queryKey: queryKeys.videoCategories }),
  ]);
}
