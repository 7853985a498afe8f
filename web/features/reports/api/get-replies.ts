import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReplyPage } from '@core/api/batches.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const getReplies = (commentId: string, pageToken?: string) =>
  api<ReplyPage>(
    `/api/comments/${encodeURIComponent(commentId)}/replies${
      pageToken ? `?pageToken=${encodeURIComponent(pageToken)}` : ''
    }`,
  );

/**
 * docs/visibility.md: a comment's replies, read from YouTube page by page while they are open
 * (each page costs a unit of quota, so they are read once, on demand).
 */
export const useReplies = (commentId: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...queryKeys.comments, commentId, 'replies'],
    queryFn: ({ pageParam }) => getReplies(commentId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageToken ?? undefined,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
