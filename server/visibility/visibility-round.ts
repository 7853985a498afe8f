import { quotaDay, READ_COST } from '@core/posting/quota-day';
import { spreadCeiling } from '@core/visibility/check-schedule';
import type { ChannelDeps } from '../channel-access/channel-access';
import type { Config } from '../config';
import { AppError } from '../http/app-error';
import { PlatformError } from '../platform/platform-error';
import type { LedgerDeps } from '../quota-ledger/paid-reads';
import { refuseServerKey, type Viewer } from './viewers';
import type { Allowance, VideosUp } from './visibility-look';
import * as repo from './visibility.repository';

/*
 * What one workspace's round of checks shares between its calls (docs/visibility.md): the units it
 * may spend, what it learnt of videos, and how it records what it found.
 */

export type CheckDeps = ChannelDeps & LedgerDeps & { visibility: Config['visibility'] };

export interface CheckOutcome {
  /** Units spent: one per call of up to 50 comments or videos. */
  units: number;
  looked: number;
  /** Why it stopped with looks still due: the workspace's ceiling for the day, or no quota left. */
  stoppedBy?: 'ceiling' | 'quota';
  /** Channels this round paused because others do not see their comments. */
  paused: string[];
  /** Google refused the server's YOUTUBE_API_KEY in this round, in these words (logged). */
  serverKeyRefused?: string;
}

export interface Round {
  deps: CheckDeps;
  workspaceId: string;
  now: Date;
  /** Units this round may spend at most. */
  units: number;
  /** False once the worker is stopping: no further call is made. */
  keepGoing: () => boolean;
  allowance: Allowance;
  videosUp: VideosUp;
  outcome: CheckOutcome;
  /** The posting channels of comments that had their second look (their health may change). */
  secondLooked: Set<string>;
  /**
   * Comments whose look this round recorded: not looked at again in it, though a look made late
   * may leave the next one due at once (it waits for the next round, as one fetch of due looks did).
   */
  made: Set<string>;
}

/** A look failed when the comment's next look is due again (network, 5xx): soon, not at once. */
const retryMs = (deps: CheckDeps) => Math.min(5 * 60_000, deps.visibility.delaysMs[0]!);

/**
 * The longest a look that missed its comment waits for its video to be asked about with others
 * (the first delay): meanwhile another look may list a comment on it, and no question is needed.
 */
export const missedWaitMs = (deps: CheckDeps) => deps.visibility.delaysMs[0]!;

/** A comment listed this long before a look missed another on its video still proves it is up. */
export const listedBeforeMs = (deps: CheckDeps) => Math.floor(missedWaitMs(deps) / 5);

/** The workspace's ceiling as far as the day has gone: checks spread over it, not bunched. */
function allowanceOf(
  deps: CheckDeps,
  workspaceId: string,
  now: Date,
  outcome: CheckOutcome,
): Allowance {
  const day = quotaDay(now);
  const ceiling = spreadCeiling(deps.visibility.unitsPerDay, now);
  return {
    async take(units) {
      const taken = await repo.visibilityAllowance.take(deps.db, workspaceId, day, ceiling, units);
      if (taken) outcome.units += units;
      return taken;
    },
    async giveBack(units) {
      await repo.visibilityAllowance.giveBack(deps.db, workspaceId, day, units);
      outcome.units -= units;
    },
  };
}

export function newRound(
  deps: CheckDeps,
  workspaceId: string,
  now: Date,
  units: number,
  keepGoing: () => boolean,
): Round {
  const outcome: CheckOutcome = { units: 0, looked: 0, paused: [] };
  return {
    deps,
    workspaceId,
    now,
    units,
    keepGoing,
    outcome,
    allowance: allowanceOf(deps, workspaceId, now, outcome),
    videosUp: new Map(),
    secondLooked: new Set(),
    made: new Set(),
  };
}

/** Writes what looks found, and notes the channels whose comments had their second look. */
export async function recordResults(
  round: Round,
  looked: repo.DueLook[],
  results: repo.LookResult[],
) {
  await repo.recordLooks(round.deps.db, results, round.now);
  for (const r of results) round.made.add(r.id);
  const second = new Set(results.filter((r) => r.look === 1).map((r) => r.id));
  for (const due of looked)
    if (due.accountId && second.has(due.id)) round.secondLooked.add(due.accountId);
  round.outcome.looked += results.filter((r) => r.look !== null).length;
}

/**
 * The viewer could not make a call (refused, or failed): it sits out the rest of the round.
 * Returns whether the call's comments are done with for this round (a failed call is made again
 * later, `dues` due again soon).
 */
export async function afterFailure(
  round: Round,
  viewer: Viewer,
  dues: repo.DueLook[],
  error: unknown,
) {
  const { deps, workspaceId, now } = round;
  if (error instanceof AppError && error.code === 'READ_QUOTA_SHORT') {
    // Refused before leaving: the ledger keeps posting's units; the unit is given back.
    await round.allowance.giveBack(READ_COST);
    round.outcome.stoppedBy = 'quota';
    return false;
  }
  if (!(error instanceof PlatformError)) throw error;
  if (error.kind === 'permanent' && viewer.kind === 'key' && viewer.source === 'user') {
    await repo.markCheckKey(deps.db, workspaceId, viewer.keySealed, {
      status: 'invalid',
      problem: error.message,
    });
    return false;
  }
  if (error.kind === 'permanent' && viewer.kind === 'key' && viewer.source === 'server') {
    refuseServerKey(viewer.apiKey, error.message);
    round.outcome.serverKeyRefused = error.message;
    return false;
  }
  if (error.kind !== 'transient') return false; // a dead grant, a spent quota: another looks
  await repo.lookAgainAt(
    deps.db,
    dues.map((d) => d.id),
    new Date(now.getTime() + retryMs(deps)),
  );
  return true;
}
