import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshTemplates } from './refresh-templates';

/** The whole order, first first: the server gives position p displayOrder 10000 - p. */
export const reorderTemplates = (ids: string[]) =>
  api<{ count: number }>('/api/comment-templates/reorder', { method: 'PATCH', body: { ids } });

export function useReorderTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderTemplates,
    onSuccess: () => refreshTemplates(queryClient),
  });
}
