import type { YouTubeVideo } from '@core/api/videos.schema';

/** The preview and the card use the medium picture, else any. */
export const thumbnailOf = (video: YouTubeVideo, size: 'medium' | 'high' = 'medium') =>
  video.snippet.thumbnails[size]?.url ?? Object.values(video.snippet.thumbnails)[0]?.url ?? null;
