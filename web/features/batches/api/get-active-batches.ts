import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Batch } from '@core/api/batches.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** While a batch runs, its progress is fetched again this often. */
const LIVE_POLL_MS = 2000;

export const getActiveBatches = () => api<Batch[]>('/api/batches?active=true');

/** Batches still going (queued, running, paused): polled while there are any. */
export const activeBatchesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.batches, 'active'],
    queryFn: getActiveBatches,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.length ? LIVE_POLL_MS : false),
  });

export const useActiveBatches = () => useQuery(activeBatchesQueryOptions());
