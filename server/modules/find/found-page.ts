import type { youtube_v3 } from '@googleapis/youtube';
import type { z } from 'zod';
import type { findFiltersSchema, FoundVideo } from '@core/api/find.schema';
import { foundVideoFilter, InvalidRangeError, isShortFound } from '@core/videos/video-filters';
import { AppError } from '@server/http/app-error';

type FindFilters = z.output<typeof findFiltersSchema>;

const count = (value: string | null | undefined) =>
  value == null || value === '' ? null : Number(value);

/** A video as YouTube gave it, as a Find card shows it. */
export function toFoundVideo(item: youtube_v3.Schema$Video, saved: Set<string>): FoundVideo {
  const snippet = item.snippet;
  const thumbnails = snippet?.thumbnails;
  const duration = item.contentDetails?.duration ?? null;
  return {
    videoId: item.id ?? '',
    title: snippet?.title ?? '',
    thumbnail: thumbnails?.medium?.url ?? thumbnails?.high?.url ?? thumbnails?.default?.url ?? null,
    channelTitle: snippet?.channelTitle ?? '',
    channelId: snippet?.channelId ?? '',
    publishedAt: snippet?.publishedAt ?? null,
    duration,
    isShort: isShortFound({ title: snippet?.title, description: snippet?.description, duration }),
    viewCount: count(item.statistics?.viewCount),
    likeCount: count(item.statistics?.likeCount),
    commentCount: count(item.statistics?.commentCount),
    saved: saved.has(item.id ?? ''),
  };
}

/**
 * The filters of a Find request, checked before anything is spent: a range YouTube's page could
 * never fit (min over max) is the user's mistake, not a search.
 */
export function filterOf(filters: FindFilters) {
  try {
    const keep = foundVideoFilter({
      views: { min: filters.viewsMin, max: filters.viewsMax },
      likes: { min: filters.likesMin, max: filters.likesMax },
      shorts: filters.shorts,
    });
    return (item: youtube_v3.Schema$Video) =>
      keep({
        title: item.snippet?.title,
        description: item.snippet?.description,
        duration: item.contentDetails?.duration,
        viewCount: item.statistics?.viewCount,
        likeCount: item.statistics?.likeCount,
      });
  } catch (error) {
    if (error instanceof InvalidRangeError)
      throw new AppError(400, 'VALIDATION_FAILED', error.message, error.message);
    throw error;
  }
}
