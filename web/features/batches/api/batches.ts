import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Batch } from '../../../../core/api/batches.schema';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** While a batch runs, its progress is fetched again this often. */
const LIVE_POLL_MS = 2000;

/** Batches still going (queued, running, paused): polled while there are any. */
export const activeBatchesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.batches, 'active'],
    queryFn: () => api<Batch[]>('/api/batches?active=true'),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.length ? LIVE_POLL_MS : false),
  });

export const useActiveBatches = () => useQuery(activeBatchesQueryOptions());

/** One batch as it is now (a batch that just ended, for its final counts). */
export const fetchBatch = (id: string) => api<Batch>(`/api/batches/${id}`);

/** Pause, resume or cancel; then everything that shows batches or comments is fetched again. */
export function useControlBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'pause' | 'resume' | 'cancel' }) =>
      api<Batch>(`/api/batches/${id}/${action}`, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.batches }),
        queryClient.invalidateQueries({ queryKey: queryKeys.comments }),
      ]),
  });
}

/** One batch's counts, for the summary shown once it has finished. */
export const useBatch = (id: string) =>
  useQuery({
    queryKey: [...queryKeys.batches, 'one', id],
    queryFn: () => fetchBatch(id),
    staleTime: 0,
    retry: false,
  });
