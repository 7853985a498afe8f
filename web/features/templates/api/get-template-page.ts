import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplatePage } from '@core/api/templates.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

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

export const getTemplatePage = (filter: TemplateFilter) =>
  api<TemplatePage>(`/api/comment-templates?${toQuery(filter)}`);

/** One page, searched and filtered in the database. */
export const templatePageQueryOptions = (filter: TemplateFilter) =>
  queryOptions({
    queryKey: [...queryKeys.commentTemplates, 'page', filter],
    queryFn: () => getTemplatePage(filter),
    placeholderData: keepPreviousData,
  });

export const useTemplatePage = (filter: TemplateFilter) =>
  useQuery(templatePageQueryOptions(filter));
