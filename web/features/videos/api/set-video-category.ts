import { useMutation } from '@tanstack/react-query';
import type { Video } from '@core/api/videos.schema';
import { api } from '@web/lib/api-client';

/** docs/product.md §7 PATCH /api/videos/{id}: a category name, or null for none. */
export const setVideoCategory = ({ id, category }: { id: string; category: string | null }) =>
  api<Video>(`/api/videos/${id}`, { method: 'PATCH', body: { category } });

/**
 * Refreshes nothing by itself: bulk categorising calls it once per video (docs/product.md §4),
 * then refreshes the collection once, at the end.
 */
export const useSetVideoCategory = () => useMutation({ mutationFn: setVideoCategory });
