import { api } from '@web/lib/api-client';

/** Which of these ids are already saved. */
export const checkSavedVideos = (videoIds: string[]) =>
  api<{ existing: string[] }>('/api/videos/check', { method: 'POST', body: { videoIds } });
