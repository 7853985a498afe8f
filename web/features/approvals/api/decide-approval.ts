import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Batch } from '@core/api/batches.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Approve ({confirmed: true}) or reject ({reason}); POST /api/batches/:id/approve|reject. */
export type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

const decide = ({ id, decision }: { id: string; decision: Decision }) =>
  api<Batch>(`/api/batches/${id}/${decision.kind}`, {
    method: 'POST',
    body: decision.kind === 'approve' ? { confirmed: true } : { reason: decision.reason },
  });

/**
 * Either way (a refusal too: someone else may have decided first) the view, the queue, its count
 * and the batches are read again.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.batches }),
        queryClient.invalidateQueries({ queryKey: queryKeys.comments }),
      ]),
  });
}
