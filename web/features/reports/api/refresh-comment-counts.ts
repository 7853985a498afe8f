import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';

/**
 * After settling a comment, or when Refresh is pressed, everything that counts comments is
 * fetched again: the report, the batches (their progress and finished summaries), the dashboard.
 */
export function useRefreshCommentCounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.comments, queryKeys.batches, queryKeys.dashboard].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
