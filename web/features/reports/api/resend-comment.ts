import { useMutation } from '@tanstack/react-query';
import type { Comment } from '@core/api/batches.schema';
import { api } from '@web/lib/api-client';
import { useRefreshCommentCounts } from './refresh-comment-counts';

/**
 * "Post it again": an unconfirmed or failed comment queued again in its batch, with the user's
 * explicit yes (docs/responsible-use.md §1).
 */
export const resendComment = (id: string) =>
  api<Comment>(`/api/comments/${id}/resend`, { method: 'POST', body: { confirmed: true } });

export function useResendComment() {
  const refresh = useRefreshCommentCounts();
  return useMutation({ mutationFn: resendComment, onSettled: refresh });
}
