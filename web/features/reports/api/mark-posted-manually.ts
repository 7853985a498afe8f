import { useMutation } from '@tanstack/react-query';
import type { Comment } from '@core/api/batches.schema';
import { api } from '@web/lib/api-client';
import { useRefreshCommentCounts } from './refresh-comment-counts';

/**
 * "It is there" / "I posted it myself": recorded as posted manually (an unconfirmed, failed or
 * cancelled comment). Nothing is sent.
 */
export const markPostedManually = (id: string) =>
  api<Comment>(`/api/comments/${id}`, { method: 'PATCH', body: { status: 'manual' } });

export function useMarkPostedManually() {
  const refresh = useRefreshCommentCounts();
  return useMutation({ mutationFn: markPostedManually, onSettled: refresh });
}
