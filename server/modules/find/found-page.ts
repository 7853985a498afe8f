import type { z } from 'zod';
import type { findFiltersSchema, FoundVideo } from '@core/api/find.schema';
import { foundVideoFilter, InvalidRangeError, isShortFound } from '@core/videos/video-filters';
import { AppError } from '@server/http/app-error';
import type { PlatformVideo } from '@server/platform/platform.types';

type FindFilters = z.output<typeof findFiltersSchema>;

/** A video as YouTube gave it, as a Find card shows it. */
export function toFoundVideo(video: PlatformVideo, saved: Set<string>): FoundVideo {
  const { thumbnails } = video;
  return {
    videoId: video.id,
    title: video.title,
    thumbnail: thumbnails.medium ?? thumbnails.high ?? thumbnails.default ?? null,
    channelTitle: video.channelTitle,
    channelId: video.channelId,
    publishedAt: video.publishedAt,
    duration: video.duration,
    isShort: isShortFound(video),
    viewCount: video.viewCount,
    likeCount: video.likeCount,
    commentCount: video.commentCount,
    saved: saved.has(video.id),
  };
}

/**
 * The filters of a Find request, checked before anything is spent: a range YouTube's page could
 * never fit (min over max) is the user's mistake, not a search.
 */
export function filterOf(filters: FindFilters) {
  try {
    return foundVideoFilter({
      views: { min: filters.viewsMin, max: filters.viewsMax },
      likes: { min: filters.likesMin, max: filters.likesMax },
      shorts: filters.shorts,
    });
  } catch (error) {
    if (error instanceof InvalidRangeError)
      throw new AppError(400, 'VALIDATION_FAILED', error.message, error.message);
    throw error;
  }
}
