import { useQuery } from '@tanstack/react-query';
import type { Batch, Comment, CommentStatus } from '../../../../core/api/batches.schema';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Rows the report lists at once, newest first; a batch's export has them all. */
export const REPORT_LIMIT = 200;

export interface ReportFilter {
  batchId: string;
  status: '' | CommentStatus;
  accountId: string;
  videoId: string;
}

export const NO_FILTER: ReportFilter = { batchId: '', status: '', accountId: '', videoId: '' };

/** docs/product.md §2 Reports: the recent comments, by batch, status, channel and video. */
export function useReportComments(filter: ReportFilter) {
  const params = new URLSearchParams({ limit: String(REPORT_LIMIT) });
  for (const [name, value] of Object.entries(filter) as [string, string][])
    if (value) params.set(name, value);
  return useQuery({
    queryKey: [...queryKeys.comments, filter],
    queryFn: () => api<Comment[]>(`/api/comments?${params.toString()}`),
    staleTime: 0,
  });
}

export const useReportBatches = () =>
  useQuery({
    queryKey: [...queryKeys.batches, 'recent'],
    queryFn: () => api<Batch[]>('/api/batches?limit=20'),
    staleTime: 0,
  });
