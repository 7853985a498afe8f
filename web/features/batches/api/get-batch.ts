import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_BATCH_STATUSES } from '@core/posting/states';
import type { Batch } from '@core/api/batches.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** One batch as it is now (a batch that just ended, for its final counts). */
export const getBatch = (id: string) => api<Batch>(`/api/batches/${id}`);

/** One batch's counts, for the summary shown once it has finished. */
export const batchQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.batches, 'one', id],
    queryFn: () => getBatch(id),
    staleTime: 0,
    retry: false,
  });

export const useBatch = (id: string) => useQuery(batchQueryOptions(id));

/** While a batch has not ended, its state is fetched again this often. */
const LIVE_POLL_MS = 2000;
const isActive = (batch: Batch | undefined) =>
  !batch || (ACTIVE_BATCH_STATUSES as readonly string[]).includes(batch.status);

/** One batch, followed until it ends (done or cancelled). */
export const useLiveBatch = (id: string) =>
  useQuery({
    ...batchQueryOptions(id),
    refetchInterval: (query) => (isActive(query.state.data) ? LIVE_POLL_MS : false),
  });
