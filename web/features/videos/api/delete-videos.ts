import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshVideos } from './refresh-videos';

export const deleteVideos = (ids: string[]) =>
  api<{ count: number }>('/api/videos/bulk-delete', { method: 'POST', body: { ids } });

export function useDeleteVideos() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteVideos, onSettled: () => refreshVideos(queryClient) });
}
