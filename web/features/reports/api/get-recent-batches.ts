import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Batch } from '@core/api/batches.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The latest batches, newest first: the report's batch filter offers them. */
export const getRecentBatches = () => api<Batch[]>('/api/batches?limit=20');

export const recentBatchesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.batches, 'recent'],
    queryFn: getRecentBatches,
    staleTime: 0,
  });

export const useRecentBatches = () => useQuery(recentBatchesQueryOptions());
