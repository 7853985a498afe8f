import type { YouTubeVideo } from '@core/api/videos.schema';
import { readUnits } from '@core/posting/quota-day';
import type { ChannelInfo, PlatformVideo } from '@server/platform/platform.types';
import type { ChannelDeps } from '@server/channel-access/channel-access';
import { readPaid, type LedgerDeps } from '@server/quota-ledger/paid-reads';

export type YouTubeReadDeps = ChannelDeps & LedgerDeps;

/** A video in the Data API's layout, which GET /api/youtube/videos answers in. */
function toVideo(video: PlatformVideo): YouTubeVideo {
  const thumbnails: Record<string, { url: string }> = {};
  for (const [size, url] of Object.entries(video.thumbnails)) thumbnails[size] = { url };
  return {
    id: video.id,
    snippet: {
      title: video.title,
      description: video.description ?? '',
      channelTitle: video.channelTitle,
      channelId: video.channelId,
      publishedAt: video.publishedAt,
      thumbnails,
    },
    statistics: {
      viewCount: video.viewCount,
      likeCount: video.likeCount,
      commentCount: video.commentCount,
    },
    contentDetails: { duration: video.duration },
  };
}

/**
 * docs/product.md §7 GET /api/youtube/videos: 50 ids per platform call, in the order asked for,
 * paid through the posting ledger like every read (docs/platform.md §2).
 */
export async function lookupVideos(deps: YouTubeReadDeps, workspaceId: string, ids: string[]) {
  const units = readUnits(ids.length);
  const items = await readPaid(
    deps,
    workspaceId,
    (session, ledger) => ledger.call(units, () => session.listVideos(ids)),
    (apiKey, ledger) => ledger.call(units, () => deps.platform.listVideos({ apiKey }, ids)),
  );
  return { items: items.map(toVideo) };
}

/** docs/product.md §7 GET /api/youtube/channels: names and pictures (default size, else medium). */
export async function lookupChannels(deps: YouTubeReadDeps, workspaceId: string, ids: string[]) {
  const units = readUnits(ids.length);
  const items: ChannelInfo[] = await readPaid(
    deps,
    workspaceId,
    (session, ledger) => ledger.call(units, () => session.listChannels(ids)),
    (apiKey, ledger) => ledger.call(units, () => deps.platform.listChannels({ apiKey }, ids)),
  );
  return {
    items: items.map((c) => ({ id: c.id, snippet: { title: c.title, thumbnail: c.thumbnail } })),
  };
}
