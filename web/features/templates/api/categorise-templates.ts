import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshTemplates } from './refresh-templates';

/** `category`: a name, or null for none. */
export const categoriseTemplates = (body: { ids: string[]; category: string | null }) =>
  api<{ count: number }>('/api/comment-templates/bulk-category', { method: 'POST', body });

export function useCategoriseTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: categoriseTemplates,
    onSuccess: () => refreshTemplates(queryClient),
  });
}
