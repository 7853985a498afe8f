import type { youtube_v3 } from '@googleapis/youtube';
import type { YouTubeVideo } from '../../../core/api/videos.schema';
import { AppError } from '../../http/app-error';
import type { ChannelInfo } from '../../platform/platform-client';
import { PlatformError } from '../../platform/platform-error';
import { withChannel, type ChannelDeps, type ChannelSession } from '../../channels/channel-access';
import { listUsableGrants } from '../../channels/channels.repository';

/**
 * Reads YouTube for the user: through a connected channel's grant (its credential pays the
 * quota), trying the next channel when one's grant is dead, else with the server's API key.
 */
async function readYouTube<T>(
  deps: ChannelDeps,
  userId: string,
  withSession: (session: ChannelSession) => Promise<T>,
  withKey: (apiKey: string) => Promise<T>,
): Promise<T> {
  try {
    for (const grant of await listUsableGrants(deps.db, userId)) {
      try {
        return await withChannel(deps, grant, withSession);
      } catch (error) {
        // A dead grant: that channel is now marked "reconnect needed"; try the next one.
        if (!(error instanceof PlatformError && error.kind === 'reauth')) throw error;
      }
    }
    if (deps.google.apiKey) return await withKey(deps.google.apiKey);
  } catch (error) {
    throw toHttpError(error);
  }
  throw new AppError(
    409,
    'NO_PLATFORM_ACCESS',
    'Connect a YouTube channel on Accounts first: video details are read through it.',
  );
}

function toHttpError(error: unknown) {
  if (!(error instanceof PlatformError)) return error;
  if (error.kind === 'quota') {
    return new AppError(503, 'PLATFORM_QUOTA', `Google quota exhausted: ${error.message}`);
  }
  if (error.kind === 'permanent') {
    return new AppError(400, 'BAD_REQUEST', `Google refused the request: ${error.message}`);
  }
  return new AppError(503, 'PLATFORM_UNAVAILABLE', `Google did not answer: ${error.message}`);
}

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
