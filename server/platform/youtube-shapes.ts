import type { youtube_v3 } from '@googleapis/youtube';
import { PlatformError } from './platform-error';
import type {
  ChannelInfo,
  CommentThread,
  PlatformVideo,
  PlatformVideoStats,
} from './platform.types';

/*
 * Google's shapes turned into ours: past this file, nothing reads a youtube_v3 type. Google marks
 * every field optional; what it leaves out becomes empty or null here, once.
 */

/** The Data API gives counts as strings (uint64); one it leaves out is hidden or off. */
const count = (value: string | null | undefined) =>
  value == null || value === '' ? null : Number(value);

export function toPlatformVideo(item: youtube_v3.Schema$Video): PlatformVideo {
  const snippet = item.snippet;
  const thumbnails: Record<string, string> = {};
  for (const [size, thumbnail] of Object.entries(snippet?.thumbnails ?? {}) as [
    string,
    youtube_v3.Schema$Thumbnail | undefined,
  ][]) {
    if (thumbnail?.url) thumbnails[size] = thumbnail.url;
  }
  return {
    id: item.id ?? '',
    title: snippet?.title ?? '',
    description: snippet?.description ?? null,
    channelId: snippet?.channelId ?? '',
    channelTitle: snippet?.channelTitle ?? '',
    publishedAt: snippet?.publishedAt ?? null,
    thumbnails,
    duration: item.contentDetails?.duration ?? null,
    viewCount: count(item.statistics?.viewCount),
    likeCount: count(item.statistics?.likeCount),
    commentCount: count(item.statistics?.commentCount),
  };
}

export function toPlatformStats(item: youtube_v3.Schema$VideoStat): PlatformVideoStats {
  return {
    id: item.id ?? '',
    viewCount: count(item.statistics?.viewCount),
    likeCount: count(item.statistics?.likeCount),
    commentCount: count(item.statistics?.commentCount),
  };
}

export function toChannelOrFail(item: youtube_v3.Schema$Channel | undefined): ChannelInfo {
  if (!item?.id) {
    throw new PlatformError(
      'permanent',
      'channelNotFound',
      'This Google account has no YouTube channel.',
    );
  }
  const thumbnails = item.snippet?.thumbnails;
  return {
    id: item.id,
    title: item.snippet?.title ?? '',
    thumbnail: thumbnails?.default?.url ?? thumbnails?.medium?.url ?? null,
  };
}

export function toCommentThread(item: youtube_v3.Schema$CommentThread): CommentThread {
  const snippet = item.snippet?.topLevelComment?.snippet;
  return {
    commentId: item.id ?? '',
    channelId: snippet?.authorChannelId?.value ?? '',
    text: snippet?.textOriginal ?? '',
    publishedAt: snippet?.publishedAt ?? '',
    likeCount: snippet?.likeCount ?? 0,
    replyCount: item.snippet?.totalReplyCount ?? 0,
  };
}
