import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Batch } from '@core/api/batches.schema';
import type { MoveStartBody } from '@core/api/posting-windows.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** docs/schedules.md §1: a scheduled batch starts at another time. */
export function useMoveStart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: MoveStartBody & { id: string }) =>
      api<Batch>(`/api/batches/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.batches }),
  });
}
