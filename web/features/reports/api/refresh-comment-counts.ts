import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';

/** After settling a comment, everything that counts comments is fetched again. */
export function useRefreshCommentCounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.comments, queryKeys.batches, queryKeys.dashboard].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
