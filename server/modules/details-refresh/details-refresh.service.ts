import { IDS_PER_READ, quotaDay } from '@core/posting/quota-day';
import { AppError } from '@server/http/app-error';
import {
  eachWorkspaceLocked,
  type WorkspaceRoundOptions,
} from '@server/quota-ledger/workspace-rounds';
import { readDetails, readStats, toFreshDetails, type RefreshDeps } from './details-reads';
import * as repo from './details-refresh.repository';

export type { RefreshDeps } from './details-reads';

const DAY_MS = 24 * 60 * 60_000;
/**
 * YouTube's policies keep what the API gave for 30 days at most unless it is read again: a
 * video's title, description, pictures and channel are read (videos.list) before that, a day
 * early, however often its counts are.
 */
export const DESCRIBE_AFTER_DAYS = 29;

export interface RefreshOutcome {
  /** Calls made of either kind: each a unit of its bucket and of the workspace's daily ceiling. */
  calls: number;
  /** Of them, videos.batchGetStats calls: the stats bucket's. */
  statsCalls: number;
  refreshed: number;
  unavailable: number;
  /** Why it stopped with videos still due: the workspace's ceiling for the day, or the quota. */
  stoppedBy?: 'ceiling' | 'quota';
}

/** Details older than this are due: read them again. */
export const dueBefore = (deps: RefreshDeps, now: Date) =>
  new Date(now.getTime() - deps.detailsRefresh.afterDays * DAY_MS);

const describeBefore = (now: Date) => new Date(now.getTime() - DESCRIBE_AFTER_DAYS * DAY_MS);

/**
 * Reads again, at most `calls` times, what is due of the workspace's videos (docs/platform.md §7):
 * first the 50 described longest ago once that is 29 days (videos.list, the default bucket);
 * else the counts of the 50 oldest while the oldest is due (videos.batchGetStats, the stats
 * bucket), with videos.list for those the stats call left out (gone, or only missing from the
 * batch: videos.list says which) and for those never described. A call for fewer than 50 due
 * videos fills up with those past half the age (read a little early, for the same unit), never
 * with ones just read. Each call takes a unit of the workspace's daily ceiling first; one never
 * made gives it back.
 */
export async function refreshWorkspaceDetails(
  deps: RefreshDeps,
  workspaceId: string,
  now: Date,
  calls: number,
  keepGoing: () => boolean = () => true,
): Promise<RefreshOutcome> {
  const outcome: RefreshOutcome = { calls: 0, statsCalls: 0, refreshed: 0, unavailable: 0 };
  const day = quotaDay(now);
  const cutoff = dueBefore(deps, now);
  const early = new Date(now.getTime() - (deps.detailsRefresh.afterDays * DAY_MS) / 2);

  /** One call under the round's and the day's ceilings; undefined when it may not leave. */
  async function paid<T>(read: () => Promise<T>): Promise<T | undefined> {
    if (outcome.calls >= calls) return undefined;
    const ceiling = deps.detailsRefresh.unitsPerDay;
    if (!(await repo.refreshAllowance.take(deps.db, workspaceId, day, ceiling))) {
      outcome.stoppedBy = 'ceiling';
      return undefined;
    }
    try {
      const result = await read();
      outcome.calls += 1;
      return result;
    } catch (error) {
      // Refused before leaving (quota held for posting, no way to read): the unit was not spent.
      const refused = error instanceof AppError ? error.code : undefined;
      if (refused === 'READ_QUOTA_SHORT' || refused === 'NO_PLATFORM_ACCESS') {
        await repo.refreshAllowance.giveBack(deps.db, workspaceId, day);
        outcome.stoppedBy = 'quota';
        return undefined;
      }
      throw error;
    }
  }

  /** videos.list: everything of these videos, and the ones YouTube no longer has marked. */
  async function describe(ids: string[]) {
    const items = await paid(() => readDetails(deps, workspaceId, ids));
    if (!items) return false;
    const fresh = items.filter((item) => item.id).map(toFreshDetails);
    const found = new Set(fresh.map((video) => video.videoId));
    const gone = ids.filter((id) => !found.has(id));
    await repo.writeFreshDetails(deps.db, workspaceId, fresh, now);
    await repo.markUnavailable(deps.db, workspaceId, gone, now);
    outcome.refreshed += fresh.length;
    outcome.unavailable += gone.length;
    return true;
  }

  /** videos.batchGetStats: the counts; the ids it left out, to be described. */
  async function count(ids: string[]) {
    const stats = await paid(() => readStats(deps, workspaceId, ids));
    if (!stats) return undefined;
    outcome.statsCalls += 1;
    const given = stats.filter((item) => item.id);
    await repo.writeStats(deps.db, workspaceId, given, now);
    outcome.refreshed += given.length;
    const found = new Set(given.map((item) => item.id));
    return ids.filter((id) => !found.has(id));
  }

  while (outcome.calls < calls && keepGoing()) {
    const stale = await repo.oldestDescribed(
      deps.db,
      workspaceId,
      describeBefore(now),
      IDS_PER_READ,
    );
    if (stale.length) {
      if (await describe(stale)) continue;
      break;
    }
    const oldest = await repo.oldestDetails(deps.db, workspaceId, early, IDS_PER_READ);
    if (!oldest.length || oldest[0]!.detailsRefreshedAt >= cutoff) break;
    const counted = oldest.filter((video) => video.described).map((video) => video.videoId);
    const left = counted.length ? await count(counted) : [];
    if (!left) break;
    const undescribed = oldest.filter((video) => !video.described).map((video) => video.videoId);
    const toDescribe = [...undescribed, ...left];
    if (toDescribe.length && !(await describe(toDescribe))) break;
  }
  return outcome;
}

/** Calls each workspace may make per tick: the daily ceiling spread evenly over the day's ticks. */
export const callsPerTick = (unitsPerDay: number, tickMs: number) =>
  Math.ceil((unitsPerDay * tickMs) / DAY_MS);

/**
 * One round over every workspace with due details, each under its own lock: another worker skips
 * one already taken rather than wait. A workspace's failure is logged and leaves the others be.
 */
export async function refreshDueDetails(deps: RefreshDeps, options: WorkspaceRoundOptions) {
  const { now, tickMs, keepGoing = () => true } = options;
  if (deps.detailsRefresh.unitsPerDay === 0) return new Map<string, RefreshOutcome>();
  const calls = callsPerTick(deps.detailsRefresh.unitsPerDay, tickMs);
  const due = await repo.workspacesWithDetailsBefore(
    deps.db,
    dueBefore(deps, now),
    describeBefore(now),
  );
  return eachWorkspaceLocked(deps.db, repo.REFRESH_LOCK_SPACE, due, options, (workspaceId) =>
    refreshWorkspaceDetails(deps, workspaceId, now, calls, keepGoing),
  );
}
