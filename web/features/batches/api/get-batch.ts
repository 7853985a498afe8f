import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Batch } from '../../../../core/api/batches.schema';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

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
