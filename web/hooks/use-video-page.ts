import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoPage } from '@core/api/videos.schema';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** What /videos filters the collection by; Launch and its reports search by title only. */
export interface VideoFilter {
  page: number;
  pageSize: number;
  search: string;
  /** A category id, `_none`, or '' for all. */
  category?: string;
  sent?: '' | 'none' | 'any' | 'custom';
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

export const getVideoPage = (filter: VideoFilter) =>
  api<VideoPage>(`/api/videos?${toQuery(filter)}`);

/**
 * One page of the user's saved videos, searched, filtered and ordered by the database: the
 * collection on /videos, and what Launch and the reports choose from.
 */
export const videoPageQueryOptions = (filter: VideoFilter) =>
  queryOptions({
    queryKey: [...queryKeys.videos, 'page', filter],
    queryFn: () => getVideoPage(filter),
    placeholderData: keepPreviousData,
  });

/** `staleTime`: how long a page is fresh where it is read (by default, until invalidated). */
export const useVideoPage = (filter: VideoFilter, staleTime?: number) =>
  useQuery({ ...videoPageQueryOptions(filter), ...(staleTime !== undefined && { staleTime }) });
