import { durationSeconds, isShortVideo } from '../format/video';

/** A count range of the Find filters (views, likes); either bound may be left out. */
export interface CountRange {
  min?: number;
  max?: number;
}

export type RangeField = 'views' | 'likes';

/** A range the Find filters cannot use: a bound that is not a whole count, or min over max. */
export class InvalidRangeError extends Error {
  constructor(
    readonly field: RangeField,
    readonly problem: 'notACount' | 'minOverMax',
  ) {
    super(
      problem === 'minOverMax'
        ? `The ${field} minimum is over the maximum.`
        : `The ${field} range takes whole numbers from 0.`,
    );
    this.name = 'InvalidRangeError';
  }
}

const isCount = (value: number | undefined) =>
  value === undefined || (Number.isSafeInteger(value) && value >= 0);

/** The range, checked: bounds are whole numbers from 0, the minimum not over the maximum. */
export function checkRange(field: RangeField, range: CountRange = {}): CountRange {
  if (!isCount(range.min) || !isCount(range.max)) throw new InvalidRangeError(field, 'notACount');
  if (range.min !== undefined && range.max !== undefined && range.min > range.max)
    throw new InvalidRangeError(field, 'minOverMax');
  return range;
}

/**
 * Whether a count fits a range, both bounds included. A hidden count (YouTube leaves likeCount
 * out when the owner hides likes) fits only a range with no bound: it cannot be shown to fit.
 */
export function inRange(count: number | null | undefined, range: CountRange = {}) {
  if (range.min === undefined && range.max === undefined) return true;
  if (count == null) return false;
  return (range.min ?? 0) <= count && count <= (range.max ?? Infinity);
}

/** The Shorts filter: keep them, leave them out, or keep only them. */
export type ShortsChoice = 'include' | 'exclude' | 'only';

/** A found video as the Data API gives it: counts as strings, the duration in ISO 8601. */
export interface FoundVideo {
  title?: string | null;
  description?: string | null;
  /** contentDetails.duration: `PT59S`, `PT1M`, `P0D` (a live or upcoming video: no Short). */
  duration?: string | null;
  viewCount?: string | number | null;
  likeCount?: string | number | null;
}

/**
 * docs/product.md §3's rule for a found video: `#shorts` in title or description, or under 60 s.
 */
export const isShortFound = (video: FoundVideo) =>
  isShortVideo({
    title: video.title,
    description: video.description,
    durationSeconds: durationSeconds(video.duration),
  });

export interface FoundVideoFilters {
  views?: CountRange;
  likes?: CountRange;
  shorts?: ShortsChoice;
}

function countOf(value: string | number | null | undefined) {
  if (value == null || value === '') return null;
  const count = Number(value);
  return Number.isFinite(count) ? count : null;
}

/** A test for found videos; the ranges are checked once, here (InvalidRangeError). */
export function foundVideoFilter(filters: FoundVideoFilters) {
  const views = checkRange('views', filters.views);
  const likes = checkRange('likes', filters.likes);
  const shorts = filters.shorts ?? 'include';
  return (video: FoundVideo) =>
    inRange(countOf(video.viewCount), views) &&
    inRange(countOf(video.likeCount), likes) &&
    (shorts === 'include' || isShortFound(video) === (shorts === 'only'));
}
