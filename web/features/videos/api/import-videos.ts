import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportVideosBody, ImportVideosResult } from '@core/api/videos.schema';
import { api } from '@web/lib/api-client';
import { refreshVideos } from './refresh-videos';

export const importVideos = (body: ImportVideosBody) =>
  api<ImportVideosResult>('/api/videos/import', { method: 'POST', body });

export function useImportVideos() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importVideos, onSuccess: () => refreshVideos(queryClient) });
}
