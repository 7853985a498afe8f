import { durationSeconds } from '@core/format/video';
import { readUnits, STATS_COST } from '@core/posting/quota-day';
import type { ChannelDeps } from '@server/channel-access/channel-access';
import type { Config } from '@server/config';
import type { PlatformVideo } from '@server/platform/platform.types';
import { readPaid, type LedgerDeps } from '@server/quota-ledger/paid-reads';
import { toFoundVideo } from '../find/found-page';
import type { FreshDetails } from './details-refresh.repository';

export type RefreshDeps = ChannelDeps & LedgerDeps & { detailsRefresh: Config['detailsRefresh'] };

/*
 * The refresh's two reads (docs/platform.md §7), each paid as every read of the workspace's is
 * (a connected channel's credential, else the server's key) and reserved in the ledger first.
 */

/**
 * videos.list for up to 50 ids (1 unit of the default bucket, never the units confirmed comments
 * need): everything of a video, and whether YouTube still has it.
 */
export function readDetails(deps: RefreshDeps, workspaceId: string, ids: string[]) {
  return readPaid(
    deps,
    workspaceId,
    (session, ledger) => ledger.call(readUnits(ids.length), () => session.listVideos(ids)),
    (apiKey, ledger) =>
      ledger.call(readUnits(ids.length), () => deps.platform.listVideos({ apiKey }, ids)),
  );
}

/** videos.batchGetStats for up to 50 ids (1 unit of the stats bucket): the counts alone. */
export function readStats(deps: RefreshDeps, workspaceId: string, ids: string[]) {
  return readPaid(
    deps,
    workspaceId,
    (session, ledger) => ledger.call(STATS_COST, () => session.videoStats(ids), 'stats'),
    (apiKey, ledger) =>
      ledger.call(STATS_COST, () => deps.platform.videoStats({ apiKey }, ids), 'stats'),
  );
}

export function toFreshDetails(video: PlatformVideo): FreshDetails {
  const found = toFoundVideo(video, new Set());
  return {
    videoId: found.videoId,
    title: found.title,
    description: video.description,
    thumbnail: found.thumbnail,
    channelId: found.channelId,
    channelTitle: found.channelTitle,
    publishedAt: found.publishedAt,
    duration: found.duration,
    durationSeconds: durationSeconds(found.duration),
    isShort: found.isShort,
    viewCount: found.viewCount,
    likeCount: found.likeCount,
    commentCount: found.commentCount,
  };
}
