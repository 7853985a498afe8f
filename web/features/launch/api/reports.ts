import { useQuery } from '@tanstack/react-query';
import type { Batch, Comment, CommentStatus } from '../../../../core/api/batches.schema';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ReportFilter {
  batchId: string;
  status: '' | CommentStatus;
}

/** SPEC §2 Reports: the recent comments, by batch and status. */
export function useReportComments(filter: ReportFilter) {
  const params = new URLSearchParams({ limit: '200' });
  if (filter.batchId) params.set('batchId', filter.batchId);
  if (filter.status) params.set('status', filter.status);
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
