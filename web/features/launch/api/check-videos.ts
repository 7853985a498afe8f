import { useMutation } from '@tanstack/react-query';
import type { VideoCheck } from '@core/api/batches.schema';
import { api } from '@web/lib/api-client';

/** Which chosen videos YouTube would refuse comments on (one videos.list call per 50 ids). */
export const checkVideos = (videoIds: string[]) =>
  api<VideoCheck>('/api/youtube/videos/check', { method: 'POST', body: { videoIds } });

export const useCheckVideos = () => useMutation({ mutationFn: checkVideos });
