import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '../../../../core/api/batches.schema';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** After settling a comment, everything that counts comments is fetched again. */
function useRefreshCounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.comments, queryKeys.batches, queryKeys.dashboard].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/**
 * "It is there" / "I posted it myself": recorded as posted manually (an unconfirmed, failed or
 * cancelled comment). Nothing is sent.
 */
export function useMarkPostedManually() {
  const refresh = useRefreshCounts();
  return useMutation({
    mutationFn: (id: string) =>
      api<Comment>(`/api/comments/${id}`, { method: 'PATCH', body: { status: 'manual' } }),
    onSettled: refresh,
  });
}

/**
 * "Post it again": an unconfirmed or failed comment queued again in its batch, with the user's
 * explicit yes (docs/responsible-use.md §1).
 */
export function useResendComment() {
  const refresh = useRefreshCounts();
  return useMutation({
    mutationFn: (id: string) =>
      api<Comment>(`/api/comments/${id}/resend`, { method: 'POST', body: { confirmed: true } }),
    onSettled: refresh,
  });
}
