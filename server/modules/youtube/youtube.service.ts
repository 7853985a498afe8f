import type { youtube_v3 } from '@googleapis/youtube';
import type { YouTubeVideo } from '../../../core/api/videos.schema';
import type { ChannelInfo } from '../../platform/platform-client';
import type { ChannelDeps } from '../../channels/channel-access';
import { readYouTube } from '../../channels/read-youtube';

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

/** docs/product.md §7 GET /api/youtube/videos: 50 ids per platform call, in the order asked for. */
export async function lookupVideos(deps: ChannelDeps, userId: string, ids: string[]) {
  const items = await readYouTube(
    deps,
    userId,
    (session) => session.listVideos(ids),
    (apiKey) => deps.platform.listVideos({ apiKey }, ids),
  );
  return { items: items.map(toVideo) };
}

/** docs/product.md §7 GET /api/youtube/channels: names and pictures (default size, else medium). */
export async function lookupChannels(deps: ChannelDeps, userId: string, ids: string[]) {
  const items: ChannelInfo[] = await readYouTube(
    deps,
    userId,
    (session) => session.listChannels(ids),
    (apiKey) => deps.platform.listChannels({ apiKey }, ids),
  );
  return {
    items: items.map((c) => ({ id: c.id, snippet: { title: c.title, thumbnail: c.thumbnail } })),
  };
}
