import type { Readiness } from '@core/api/posting-windows.schema';
import * as batchState from '@server/batch-state/batch-state';
import { withChannel } from '@server/channel-access/channel-access';
import { PlatformError } from '@server/platform/platform-error';
import { ownedAccounts } from '../channels/channels.repository';
import { checkVideos } from '../youtube-lookup/video-check.service';
import type { YouTubeReadDeps } from '../youtube-lookup/youtube-lookup.service';
import * as repo from './readiness.repository';

/** docs/schedules.md §6: a scheduled batch is checked this long before its start... */
export const READY_CHECK_LEAD_MS = 15 * 60_000;
/** ...and, while nothing of it can be posted, again this often. */
export const READY_RECHECK_MS = 15 * 60_000;

/**
 * The due watch's question for the readiness loop (docs/architecture.md §3), as constant SQL: a
 * scheduled batch to check before its start, or to check again while it waits.
 */
export const READINESS_DUE = `exists (select 1 from batches
  where status = 'scheduled'
    and start_at <= app_now() + interval '${READY_CHECK_LEAD_MS / 1000} seconds'
    and (ready_checked_at is null
         or (ready_waiting
             and ready_checked_at <= app_now() - interval '${READY_RECHECK_MS / 1000} seconds')))`;

/** The channels whose grant Google refuses now (a network error or a 5xx says nothing). */
async function deadChannels(deps: YouTubeReadDeps, workspaceId: string, accountIds: string[]) {
  const dead: Readiness['channels'] = [];
  for (const account of await ownedAccounts(deps.db, workspaceId, accountIds)) {
    const name = account.channelTitle ?? account.email;
    if (account.status !== 'active') {
      dead.push({ accountId: account.id, name });
      continue;
    }
    try {
      await withChannel(deps, account, (session) => session.refreshGrant());
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      if (error.kind === 'reauth') dead.push({ accountId: account.id, name });
    }
  }
  return dead;
}

/** Videos YouTube no longer has or that no longer take comments; none when it cannot be asked. */
async function unavailableVideos(deps: YouTubeReadDeps, workspaceId: string, videoIds: string[]) {
  try {
    const check = await checkVideos(deps, workspaceId, videoIds);
    return [
      ...check.notFound.map((v) => ({ ...v, reason: 'videoNotFound' as const })),
      ...check.commentsDisabled.map((v) => ({ ...v, reason: 'commentsDisabled' as const })),
    ];
  } catch (error) {
    if (error instanceof PlatformError || (error as { statusCode?: number }).statusCode) return [];
    throw error;
  }
}

/**
 * One batch before its start: its channels' grants (a token refresh, no quota) and its videos
 * (videos.list, 1 unit per 50). Comments on a video that cannot take them are cancelled with the
 * reason; a channel to reconnect is named (its comments wait for the reconnection, as always).
 * When nothing could be posted the batch waits instead of starting, and is checked again.
 */
async function checkBatch(
  deps: YouTubeReadDeps,
  batch: { id: string; workspaceId: string },
  now: Date,
) {
  const pending = await repo.pendingOf(deps.db, batch.id);
  const channels = await deadChannels(deps, batch.workspaceId, [
    ...new Set(pending.map((p) => p.accountId)),
  ]);
  const videos = await unavailableVideos(deps, batch.workspaceId, [
    ...new Set(pending.map((p) => p.videoId)),
  ]);
  const dead = new Set(channels.map((c) => c.accountId));
  const gone = new Set(videos.map((v) => v.videoId));
  const total = pending.reduce((sum, p) => sum + p.n, 0);
  const blocked = pending
    .filter((p) => dead.has(p.accountId) || gone.has(p.videoId))
    .reduce((sum, p) => sum + p.n, 0);
  const waiting = total > 0 && blocked === total;
  await deps.db.transaction(async (tx) => {
    const cancelled = waiting ? 0 : await repo.cancelForVideos(tx, batch.id, videos);
    await repo.recordReadiness(tx, batch.id, {
      checkedAt: now.toISOString(),
      waiting,
      channels,
      videos,
      cancelled,
    });
    await batchState.settle(tx, batch.id);
  });
  return { waiting, channels: channels.length, videos: videos.length };
}

/** The scheduled batches due for their check, each checked once (several workers share them). */
export async function checkDueReadiness(deps: YouTubeReadDeps, now: Date, limit = 10) {
  const due = await repo.claimDueChecks(deps.db, now, {
    leadMs: READY_CHECK_LEAD_MS,
    recheckMs: READY_RECHECK_MS,
    limit,
  });
  const results = [];
  for (const batch of due) results.push({ id: batch.id, ...(await checkBatch(deps, batch, now)) });
  return results;
}
