import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';

/** Templates show in lists and in category counts. */
export function refreshTemplates(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.commentTemplates }),
    queryClient.invalidateQueries({ queryKey: queryKeys.commentCategories }),
  ]);
}
