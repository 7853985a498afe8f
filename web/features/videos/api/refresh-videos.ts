import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';

/** Videos show in the collection and in the category counts. */
export function refreshVideos(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.videos }),
    queryClient.invalidateQueries({ queryKey: queryKeys.videoCategories }),
  ]);
}
