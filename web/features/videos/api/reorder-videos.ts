import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshVideos } from './refresh-videos';

export const reorderVideos = (order: { id: string; displayOrder: number }[]) =>
  api<{ count: number }>('/api/videos/reorder', { method: 'PATCH', body: { order } });

export function useReorderVideos() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderVideos, onSettled: () => refreshVideos(queryClient) });
}
