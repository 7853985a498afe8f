import { createHash } from 'node:crypto';
import { POPULAR_TOPIC_IDS } from '@core/api/find.schema';
import { DEMO_USERS } from './demo-accounts';
import { CREATOR_CHANNELS, videoFacts, type VideoFacts } from './video-catalog';

/**
 * The videos search.list, the charts and the playlists choose from: a fixed catalogue, the same on
 * every start, spread over the creators' channels, eight regions, ten subjects (eight categories),
 * 2019–2024 and every duration, one in five a Short. videos.list answers for any id; only these
 * can be found.
 */
export const CATALOGUE_SIZE = 600;

function catalogueIds() {
  const ids: string[] = [];
  for (let i = 0; ids.length < CATALOGUE_SIZE; i++) {
    const id = createHash('sha256').update(`catalogue:${i}`).digest('base64url').slice(0, 11);
    // The special prefixes (missing, comments disabled) are for tests that name them on purpose.
    if (!/^(NF|CD)/.test(id)) ids.push(id);
  }
  return ids;
}

export const CATALOGUE: readonly VideoFacts[] = catalogueIds().map(videoFacts);

/** Every channel channels.list can name: the demo users' and the catalogue's creators. */
export const KNOWN_CHANNELS = [...DEMO_USERS.flatMap((user) => user.channels), ...CREATOR_CHANNELS];

/**
 * A region with videos of its own sees those; any other region sees the whole catalogue, so a
 * chart or a search is never empty only because the demo has no videos from there.
 */
export function inRegion(regionCode: string | undefined) {
  const code = regionCode?.toUpperCase();
  if (!code || !CATALOGUE.some((video) => video.regionCode === code)) return () => true;
  return (video: VideoFacts) => video.regionCode === code;
}

export const byViews = (a: VideoFacts, b: VideoFacts) =>
  b.views - a.views || a.id.localeCompare(b.id);
export const byDate = (a: VideoFacts, b: VideoFacts) =>
  b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id);

/** Google's charts hold 200 videos at most. */
const CHART_MAX = 200;

/**
 * videos.list chart=mostPopular: since 2025-07-21 YouTube's Trending Music, Movies and Gaming
 * charts (POPULAR_TOPIC_IDS), so a region's (and a category's) most viewed videos of those. The
 * catalogue holds no film: its Movies chart is empty.
 */
export function mostPopular(regionCode: string | undefined, categoryId: string | undefined) {
  return CATALOGUE.filter(inRegion(regionCode))
    .filter((video) => POPULAR_TOPIC_IDS.includes(video.categoryId))
    .filter((video) => !categoryId || video.categoryId === categoryId)
    .sort(byViews)
    .slice(0, CHART_MAX);
}
