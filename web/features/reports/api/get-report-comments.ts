import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comment, CommentStatus, Visibility } from '@core/api/batches.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Rows the report lists at once, newest first; a batch's export has them all. */
export const REPORT_LIMIT = 200;

export interface ReportFilter {
  batchId: string;
  status: '' | CommentStatus;
  accountId: string;
  videoId: string;
  visibility: '' | Visibility['state'];
}

export const NO_FILTER: ReportFilter = {
  batchId: '',
  status: '',
  accountId: '',
  videoId: '',
  visibility: '',
};

export function getReportComments(filter: ReportFilter) {
  const params = new URLSearchParams({ limit: String(REPORT_LIMIT) });
  for (const [name, value] of Object.entries(filter) as [string, string][])
    if (value) params.set(name, value);
  return api<Comment[]>(`/api/comments?${params.toString()}`);
}

/** docs/product.md §2 Reports: the recent comments, by batch, status, channel and video. */
export const reportCommentsQueryOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: [...queryKeys.comments, filter],
    queryFn: () => getReportComments(filter),
    staleTime: 0,
  });

export const useReportComments = (filter: ReportFilter) =>
  useQuery(reportCommentsQueryOptions(filter));
