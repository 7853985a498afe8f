import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Batch, LaunchBody } from '@core/api/batches.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Only after the user confirmed (docs/responsible-use.md §1). */
export const createBatch = (body: LaunchBody) =>
  api<Batch>('/api/batches', { method: 'POST', body: { ...body, confirmed: true } });

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.batches }),
        queryClient.invalidateQueries({ queryKey: queryKeys.comments }),
      ]),
  });
}
