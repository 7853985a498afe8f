import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshTemplates } from './refresh-templates';

/** All or nothing: the server deletes every id given, or none. */
export const deleteTemplates = (ids: string[]) =>
  api<{ count: number }>('/api/comment-templates/bulk-delete', { method: 'POST', body: { ids } });

export function useDeleteTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplates,
    onSuccess: () => refreshTemplates(queryClient),
  });
}
