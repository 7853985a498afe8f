import { durationSeconds } from '@core/format/video';
import { IDS_PER_READ, quotaDay, readUnits } from '@core/posting/quota-day';
import { AppError } from '@server/http/app-error';
import type { ChannelDeps } from '@server/channel-access/channel-access';
import type { Config } from '@server/config';
import type { PlatformVideo } from '@server/platform/platform.types';
import { readPaid, type LedgerDeps } from '@server/quota-ledger/paid-reads';
import { eachUserLocked, type UserRoundOptions } from '@server/quota-ledger/user-rounds';
import { toFoundVideo } from '../find/found-page';
import * as repo from './details-refresh.repository';

const DAY_MS = 24 * 60 * 60_000;

export type RefreshDeps = ChannelDeps & LedgerDeps & { detailsRefresh: Config['detailsRefresh'] };

export interface RefreshOutcome {
  calls: number;
  refreshed: number;
  unavailable: number;
  /** Why it stopped with videos still due: the user's ceiling for the day, or the quota. */
  stoppedBy?: 'ceiling' | 'quota';
}

function toFreshDetails(video: PlatformVideo): repo.FreshDetails {
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

/**
 * One videos.list call for up to 50 ids, paid as every read of the user's is (docs/platform.md
 * §1: a connected channel's credential, else the server's key), through the posting ledger: it
 * never takes the units that comments already confirmed will need.
 */
function readDetails(deps: RefreshDeps, userId: string, ids: string[]) {
  return readPaid(
    deps,
    userId,
    (session, ledger) => ledger.call(readUnits(ids.length), () => session.listVideos(ids)),
    (apiKey, ledger) =>
      ledger.call(readUnits(ids.length), () => deps.platform.listVideos({ apiKey }, ids)),
  );
}

/** Details older than this are due: read them again. */
export const dueBefore = (deps: RefreshDeps, now: Date) =>
  new Date(now.getTime() - deps.detailsRefresh.afterDays * DAY_MS);

/**
 * Reads again, at most `calls` times, the user's 50 oldest details while the oldest is due. A call
 * for fewer than 50 due videos fills up with those past half the age (read a little early, for the
 * same unit), never with ones just read. Each call takes a unit of the user's daily ceiling first;
 * one never made gives it back.
 */
export async function refreshUserDetails(
  deps: RefreshDeps,
  userId: string,
  now: Date,
  calls: number,
  keepGoing: () => boolean = () => true,
): Promise<RefreshOutcome> {
  const outcome: RefreshOutcome = { calls: 0, refreshed: 0, unavailable: 0 };
  const day = quotaDay(now);
  const cutoff = dueBefore(deps, now);
  const early = new Date(now.getTime() - (deps.detailsRefresh.afterDays * DAY_MS) / 2);
  while (outcome.calls < calls && keepGoing()) {
    const oldest = await repo.oldestDetails(deps.db, userId, early, IDS_PER_READ);
    if (!oldest.length || oldest[0]!.detailsRefreshedAt >= cutoff) break;
    const ceiling = deps.detailsRefresh.unitsPerDay;
    if (!(await repo.refreshAllowance.take(deps.db, userId, day, ceiling))) {
      outcome.stoppedBy = 'ceiling';
      break;
    }
    const ids = oldest.map((video) => video.videoId);
    let items: PlatformVideo[];
    try {
      items = await readDetails(deps, userId, ids);
      outcome.calls += 1;
    } catch (error) {
      // Refused before leaving (quota held for posting, no way to read): the unit was not spent.
      const refused = error instanceof AppError ? error.code : undefined;
      if (refused === 'READ_QUOTA_SHORT' || refused === 'NO_PLATFORM_ACCESS') {
        await repo.refreshAllowance.giveBack(deps.db, userId, day);
        outcome.stoppedBy = 'quota';
        break;
      }
      throw error;
    }
    const fresh = items.filter((item) => item.id).map(toFreshDetails);
    const found = new Set(fresh.map((video) => video.videoId));
    const gone = ids.filter((id) => !found.has(id));
    await repo.writeFreshDetails(deps.db, userId, fresh, now);
    await repo.markUnavailable(deps.db, userId, gone, now);
    outcome.refreshed += fresh.length;
    outcome.unavailable += gone.length;
  }
  return outcome;
}

/** Calls each user may make per tick: the daily ceiling spread evenly over the day's ticks. */
export const callsPerTick = (unitsPerDay: number, tickMs: number) =>
  Math.ceil((unitsPerDay * tickMs) / DAY_MS);

/**
 * One round over every user with due details, each under their own lock (another worker on the
 * same user is skipped, not waited for). A user's failure is logged and leaves the others be.
 */
export async function refreshDueDetails(deps: RefreshDeps, options: UserRoundOptions) {
  const { now, tickMs, keepGoing = () => true } = options;
  if (deps.detailsRefresh.unitsPerDay === 0) return new Map<string, RefreshOutcome>();
  const calls = callsPerTick(deps.detailsRefresh.unitsPerDay, tickMs);
  const due = await repo.usersWithDetailsBefore(deps.db, dueBefore(deps, now));
  return eachUserLocked(deps.db, repo.REFRESH_LOCK_SPACE, due, options, (userId) =>
    refreshUserDetails(deps, userId, now, calls, keepGoing),
  );
}
