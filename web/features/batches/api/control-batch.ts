import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Batch } from '@core/api/batches.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type BatchAction = 'pause' | 'resume' | 'cancel';

export const controlBatch = ({ id, action }: { id: string; action: BatchAction }) =>
  api<Batch>(`/api/batches/${id}/${action}`, { method: 'POST' });

/** Pause, resume or cancel; then everything that shows batches or comments is fetched again. */
export function useControlBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: controlBatch,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.batches }),
        queryClient.invalidateQueries({ queryKey: queryKeys.comments }),
      ]),
  });
}
