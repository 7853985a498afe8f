import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Video } from '../../../../core/api/videos.schema';
import { api } from '../../../lib/api-client';
import { refreshVideos } from './refresh-videos';

/** docs/product.md §7 PATCH /api/videos/{id}: a category name, or null for none. */
export const setVideoCategory = ({ id, category }: { id: string; category: string | null }) =>
  api<Video>(`/api/videos/${id}`, { method: 'PATCH', body: { category } });

export const deleteVideos = (ids: string[]) =>
  api<{ count: number }>('/api/videos/bulk-delete', { method: 'POST', body: { ids } });

export const reorderVideos = (order: { id: string; displayOrder: number }[]) =>
  api<{ count: number }>('/api/videos/reorder', { method: 'PATCH', body: { order } });

/** Each of these refreshes the collection and the category counts when it is done. */
export function useVideoMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => refreshVideos(queryClient);
  return {
    // Bulk categorising calls this once per video (docs/product.md §4): refresh once, at the end.
    setCategory: useMutation({ mutationFn: setVideoCategory }),
    remove: useMutation({ mutationFn: deleteVideos, onSettled }),
    reorder: useMutation({ mutationFn: reorderVideos, onSettled }),
    refresh: onSettled,
  };
}
