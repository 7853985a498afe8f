import { fail, splitIds, type ListParam, type Query } from './api-call';
import { byDate, byViews, CATALOGUE, inRegion } from './catalogue';
import type { VideoFacts } from './video-catalog';

/** Filters Google accepts only with type=video (otherwise: invalidSearchFilter). */
const VIDEO_ONLY_FILTERS = [
  'eventType',
  'videoCaption',
  'videoCategoryId',
  'videoDefinition',
  'videoDimension',
  'videoDuration',
  'videoEmbeddable',
  'videoLicense',
  'videoSyndicated',
  'videoType',
];

/** videoDuration: short under 4 minutes, medium 4 to 20 minutes inclusive, long over 20. */
const DURATIONS: Record<string, (seconds: number) => boolean> = {
  any: () => true,
  short: (s) => s < 240,
  medium: (s) => s >= 240 && s <= 1200,
  long: (s) => s > 1200,
};

const ORDERS: Record<string, (a: VideoFacts, b: VideoFacts) => number> = {
  date: byDate,
  viewCount: byViews,
  rating: (a, b) => b.likes - a.likes || byViews(a, b),
  title: (a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
};

/**
 * search.list over the catalogue: every filter Google documents for the app's searches, applied
 * exactly, so that tests can count on them. `q` takes words (all must appear in the title,
 * description or channel name), `a|b` (either) and `-word` (not); relevance ranks by the words
 * found in the title, then views. `relevanceLanguage` puts videos in that language first, as
 * Google prefers them without leaving the others out.
 */
export function searchCatalogue(query: Query) {
  const types = splitIds((query as { type?: ListParam }).type);
  const typeIsVideo = types.length === 1 && types[0] === 'video';
  if (!typeIsVideo && VIDEO_ONLY_FILTERS.some((name) => query[name] !== undefined))
    throw fail('invalidSearchFilter');
  // The catalogue holds videos only: a search for channels or playlists finds none.
  if (types.length && !types.includes('video')) return [];

  const duration = DURATIONS[query.videoDuration ?? 'any'];
  if (!duration)
    throw fail('invalidValue', `Invalid value '${query.videoDuration}' for videoDuration`);
  const order = query.order ?? 'relevance';
  if (order !== 'relevance' && !ORDERS[order])
    throw fail('invalidValue', `Invalid value '${order}' for order`);
  const after = dateParam(query.publishedAfter, 'publishedAfter');
  const before = dateParam(query.publishedBefore, 'publishedBefore');
  checkRegionCode(query.regionCode);
  const words = wordsOf(query.q ?? '');

  const found = CATALOGUE.filter(inRegion(query.regionCode)).filter(
    (video) =>
      (!query.videoCategoryId || video.categoryId === query.videoCategoryId) &&
      (!query.channelId || video.channel.id === query.channelId) &&
      duration(video.seconds) &&
      (after === undefined || Date.parse(video.publishedAt) >= after) &&
      (before === undefined || Date.parse(video.publishedAt) < before) &&
      words.matches(video),
  );
  if (order !== 'relevance') return found.sort(ORDERS[order]);
  const speaks = languageOf(query.relevanceLanguage);
  return found
    .map((video) => ({ video, first: speaks(video) ? 0 : 1, score: words.inTitle(video) }))
    .sort((a, b) => a.first - b.first || b.score - a.score || byViews(a.video, b.video))
    .map(({ video }) => video);
}

/** An ISO 3166-1 alpha-2 country code, as every regionCode parameter takes. */
export function checkRegionCode(value: string | undefined) {
  if (value !== undefined && !/^[A-Za-z]{2}$/.test(value))
    throw fail('invalidValue', `Invalid value '${value}' for regionCode`);
}

/** RFC 3339 (`2024-01-01T00:00:00Z`), as Google requires for publishedAfter/publishedBefore. */
function dateParam(value: string | undefined, name: string) {
  if (value === undefined) return undefined;
  const at = Date.parse(value);
  if (!/^\d{4}-\d\d-\d\dT/.test(value) || Number.isNaN(at))
    throw fail('invalidValue', `Invalid value '${value}' for ${name}`);
  return at;
}

function wordsOf(q: string) {
  const terms = q.toLowerCase().split(/\s+/).filter(Boolean);
  const excluded = terms.filter((t) => t.startsWith('-') && t.length > 1).map((t) => t.slice(1));
  const required = terms.filter((t) => !t.startsWith('-')).map((t) => t.split('|').filter(Boolean));
  const text = (video: VideoFacts) =>
    `${video.title} ${video.description} ${video.channel.title}`.toLowerCase();
  return {
    matches(video: VideoFacts) {
      const haystack = text(video);
      return (
        required.every((anyOf) => anyOf.some((word) => haystack.includes(word))) &&
        !excluded.some((word) => haystack.includes(word))
      );
    },
    inTitle(video: VideoFacts) {
      const title = video.title.toLowerCase();
      return required.filter((anyOf) => anyOf.some((word) => title.includes(word))).length;
    },
  };
}

/** `zh` speaks for `zh-Hant`; `zh-Hant` only for itself. */
function languageOf(relevanceLanguage: string | undefined) {
  const wanted = relevanceLanguage?.toLowerCase();
  if (!wanted) return () => false;
  return (video: VideoFacts) => {
    const language = video.language.toLowerCase();
    return language === wanted || language.split('-')[0] === wanted;
  };
}
