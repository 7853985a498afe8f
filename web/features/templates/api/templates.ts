import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Template, TemplatePage } from '../../../../core/api/templates.schema';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface TemplateFilter {
  page: number;
  pageSize: number;
  search: string;
  /** A category id, `_none`, or '' for all. */
  category: string;
}

const toQuery = (filter: TemplateFilter) => {
  const params = new URLSearchParams({
    page: String(filter.page),
    pageSize: String(filter.pageSize),
  });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.category) params.set('category', filter.category);
  return params.toString();
};

/** One page, searched and filtered in the database. */
export const templatePageQueryOptions = (filter: TemplateFilter) =>
  queryOptions({
    queryKey: [...queryKeys.commentTemplates, 'page', filter],
    queryFn: () => api<TemplatePage>(`/api/comment-templates?${toQuery(filter)}`),
    placeholderData: keepPreviousData,
  });

export const useTemplatePage = (filter: TemplateFilter) =>
  useQuery(templatePageQueryOptions(filter));

/** Every template, in order (reorder mode needs them all). */
export const allTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.commentTemplates, 'all'],
    queryFn: () => api<Template[]>('/api/comment-templates'),
  });

export const useAllTemplates = (enabled = true) =>
  useQuery({ ...allTemplatesQueryOptions(), enabled });

/** Templates show in lists and in category counts. */
export function refreshTemplates(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.commentTemplates }),
    queryClient.invalidateQueries({ queryKey: queryKeys.commentCategories }),
  ]);
}
