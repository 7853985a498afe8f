import type { youtube_v3 } from '@googleapis/youtube';
import type { YouTubeVideo } from '@core/api/videos.schema';
import { readUnits } from '@core/posting/quota-day';
import type { ChannelInfo } from '@server/platform/platform-client';
import type { ChannelDeps } from '@server/channel-access/channel-access';
import { readPaid, type LedgerDeps } from '@server/quota-ledger/paid-reads';

export type YouTubeReadDeps = ChannelDeps & LedgerDeps;

const number = (value: string | null | undefined) =>
  value == null || value === '' ? null : Number(value);

function toVideo(item: youtube_v3.Schema$Video): YouTubeVideo {
  const given = (item.snippet?.thumbnails ?? {}) as Record<string, youtube_v3.Schema$Thumbnail>;
  const thumbnails: Record<string, { url: string }> = {};
  for (const [size, thumbnail] of Object.entries(given)) {
    if (thumbnail.url) thumbnails[size] = { url: thumbnail.url };
  }
  return {
    id: item.id ?? '',
    snippet: {
      title: item.snippet?.title ?? '',
      description: item.snippet?.description ?? '',
      channelTitle: item.snippet?.channelTitle ?? '',
      channelId: item.snippet?.channelId ?? '',
      publishedAt: item.snippet?.publishedAt ?? null,
      thumbnails,
    },
    statistics: {
      viewCount: number(item.statistics?.viewCount),
      likeCount: number(item.statistics?.likeCount),
      commentCount: number(item.statistics?.commentCount),
    },
    contentDetails: { duration: item.contentDetails?.duration ?? null },
  };
}

/**
 * docs/product.md §7 GET /api/youtube/videos: 50 ids per platform call, in the order asked for,
 * paid through the posting ledger like every read (docs/platform.md §2).
 */
export async function lookupVideos(deps: YouTubeReadDeps, userId: string, ids: string[]) {
  const units = readUnits(ids.length);
  const items = await readPaid(
    deps,
    userId,
    (session, ledger) => ledger.call(units, () => session.listVideos(ids)),
    (apiKey, ledger) => ledger.call(units, () => deps.platform.listVideos({ apiKey }, ids)),
  );
  return { items: items.map(toVideo) };
}

/** docs/product.md §7 GET /api/youtube/channels: names and pictures (default size, else medium). */
export async function lookupChannels(deps: YouTubeReadDeps, userId: string, ids: string[]) {
  const units = readUnits(ids.length);
  const items: ChannelInfo[] = await readPaid(
    deps,
    userId,
    (session, ledger) => ledger.call(units, () => session.listChannels(ids)),
    (apiKey, ledger) => ledger.call(units, () => deps.platform.listChannels({ apiKey }, ids)),
  );
  return {
    items: items.map((c) => ({ id: c.id, snippet: { title: c.title, thumbnail: c.thumbnail } })),
  };
}
