import { IDS_PER_READ, quotaDay, READ_COST } from '@core/posting/quota-day';
import { spreadCeiling } from '@core/visibility/check-schedule';
import type { ChannelDeps } from '../channel-access/channel-access';
import type { Config } from '../config';
import { AppError } from '../http/app-error';
import { PlatformError } from '../platform/platform-error';
import type { LedgerDeps } from '../quota-ledger/paid-reads';
import { eachUserLocked, type UserRoundOptions } from '../quota-ledger/user-rounds';
import { healthOfChannels, pauseHiddenChannels } from './channel-health.repository';
import { noViewerReason, refuseServerKey, seesAsOthers, viewersOf, type Viewer } from './viewers';
import { cannotCheck, look, resultsOf, type Allowance, type VideosUp } from './visibility-look';
import * as repo from './visibility.repository';

export type CheckDeps = ChannelDeps & LedgerDeps & { visibility: Config['visibility'] };

/** Comments taken per round and user: a few calls' worth, oldest due first. */
const DUE_PER_ROUND = 10 * IDS_PER_READ;

/** A look failed when the comment's next look is due again (network, 5xx): soon, not at once. */
const retryMs = (deps: CheckDeps) => Math.min(5 * 60_000, deps.visibility.delaysMs[0]!);

export interface CheckOutcome {
  /** Units spent: one per call of up to 50 comments or videos. */
  units: number;
  looked: number;
  /** Why it stopped with looks still due: the user's ceiling for the day, or no quota left. */
  stoppedBy?: 'ceiling' | 'quota';
  /** Channels this round paused because others do not see their comments. */
  paused: string[];
  /** Google refused the server's YOUTUBE_API_KEY in this round, in these words (logged). */
  serverKeyRefused?: string;
}

/** What one user's round shares between its calls. */
interface Round {
  deps: CheckDeps;
  userId: string;
  now: Date;
  allowance: Allowance;
  videosUp: VideosUp;
  outcome: CheckOutcome;
  /** The posting channels of comments that had their second look (their health may change). */
  secondLooked: Set<string>;
}

/** One call's worth: looked at, written at once (a stopped worker repeats none of it). */
async function lookAndRecord(round: Round, viewer: Viewer, batch: repo.DueLook[]) {
  const { deps, userId, now, videosUp } = round;
  const seen = await look(deps, userId, viewer, batch, round.allowance, videosUp);
  const results = resultsOf(batch, seen, videosUp, deps.visibility.delaysMs, now);
  await repo.recordLooks(deps.db, results, now);
  const made = new Set(results.map((r) => r.id));
  await repo.lookAgainAt(
    deps.db,
    batch.filter((d) => !made.has(d.id)).map((d) => d.id),
    new Date(now.getTime() + retryMs(deps)),
  );
  if (viewer.kind === 'key' && viewer.source === 'user')
    await repo.markCheckKey(deps.db, userId, viewer.keySealed, { status: 'valid', problem: null });
  for (const due of batch)
    if (due.accountId && results.some((r) => r.id === due.id && r.look === 1))
      round.secondLooked.add(due.accountId);
  round.outcome.looked += results.length;
}

/**
 * The viewer could not look (its call was refused, or failed): it sits out the rest of the round.
 * Returns whether the batch is done with for this round (a failed call is made again later).
 */
async function afterFailure(round: Round, viewer: Viewer, batch: repo.DueLook[], error: unknown) {
  const { deps, userId, now } = round;
  if (error instanceof AppError && error.code === 'READ_QUOTA_SHORT') {
    // Refused before leaving: the ledger keeps posting's units; the unit is given back.
    await round.allowance.giveBack(READ_COST);
    round.outcome.stoppedBy = 'quota';
    return false;
  }
  if (!(error instanceof PlatformError)) throw error;
  if (error.kind === 'permanent' && viewer.kind === 'key' && viewer.source === 'user') {
    await repo.markCheckKey(deps.db, userId, viewer.keySealed, {
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
    batch.map((d) => d.id),
    new Date(now.getTime() + retryMs(deps)),
  );
  return true;
}

/** Nobody may look at these: each says why, and is tried again later. */
async function recordUncheckable(round: Round, dues: repo.DueLook[], reason: string) {
  const { deps, now } = round;
  await repo.recordLooks(
    deps.db,
    dues.map((d) => cannotCheck(d, reason, now)),
    now,
  );
}

/** The user's ceiling as far as the day has gone: checks spread over it, not bunched. */
function allowanceOf(deps: CheckDeps, userId: string, now: Date, outcome: CheckOutcome): Allowance {
  const day = quotaDay(now);
  const ceiling = spreadCeiling(deps.visibility.unitsPerDay, now);
  return {
    async take(units) {
      const taken = await repo.visibilityAllowance.take(deps.db, userId, day, ceiling, units);
      if (taken) outcome.units += units;
      return taken;
    },
    async giveBack(units) {
      await repo.visibilityAllowance.giveBack(deps.db, userId, day, units);
      outcome.units -= units;
    },
  };
}

/**
 * One round of a user's due looks (docs/visibility.md), at most `units` calls of 50 comments,
 * oldest first. Each call takes units of the user's daily ceiling first and is paid through the
 * ledger of whoever looks; what it found is written before the next call, so a worker stopped
 * mid-round repeats none of the calls it recorded. A look that failed leaves the comment as it
 * was and is made again later; it never makes a comment "not visible".
 */
export async function checkUserLooks(
  deps: CheckDeps,
  userId: string,
  now: Date,
  units: number,
  keepGoing: () => boolean = () => true,
): Promise<CheckOutcome> {
  const outcome: CheckOutcome = { units: 0, looked: 0, paused: [] };
  const round: Round = {
    deps,
    userId,
    now,
    outcome,
    allowance: allowanceOf(deps, userId, now, outcome),
    videosUp: new Map(),
    secondLooked: new Set(),
  };
  const { viewers, ...refused } = await viewersOf(deps, userId);
  // Oldest due first: each call takes the 50 oldest its viewer may look at.
  let due = await repo.dueLooks(deps.db, userId, now, DUE_PER_ROUND);
  // Viewers drop out of the round as they fail; what only they could look at waits for the next.
  const able = [...viewers];
  while (due.length && outcome.units < units && keepGoing()) {
    const viewer = able.find((v) => seesAsOthers(v, due[0]!));
    if (!viewer) {
      const nobody = (d: repo.DueLook) => !viewers.some((v) => seesAsOthers(v, d));
      await recordUncheckable(round, due.filter(nobody), noViewerReason(viewers, refused));
      due = due.filter((d) => able.some((v) => seesAsOthers(v, d)));
      continue;
    }
    const batch = due.filter((d) => seesAsOthers(viewer, d)).slice(0, IDS_PER_READ);
    if (!(await round.allowance.take(READ_COST))) {
      outcome.stoppedBy = 'ceiling';
      break;
    }
    let done = true;
    try {
      await lookAndRecord(round, viewer, batch);
    } catch (error) {
      able.splice(able.indexOf(viewer), 1);
      done = await afterFailure(round, viewer, batch, error);
    }
    if (done) due = due.filter((d) => !batch.includes(d));
    else if (!able.length) break;
  }
  if (round.secondLooked.size)
    outcome.paused = await pauseFlagged(deps, userId, now, [...round.secondLooked]);
  return outcome;
}

/** Channels whose last second looks were all not visible stop posting, if the user wants that. */
async function pauseFlagged(deps: CheckDeps, userId: string, now: Date, accountIds: string[]) {
  if (!(await repo.pausesHiddenChannels(deps.db, userId))) return [];
  const health = await healthOfChannels(deps.db, userId, now, accountIds);
  const flagged = accountIds.filter((id) => health.get(id)?.flagged);
  return pauseHiddenChannels(deps.db, flagged);
}

/** Units each user may spend per tick: the daily ceiling spread evenly over the day's ticks. */
export const unitsPerTick = (unitsPerDay: number, tickMs: number) =>
  Math.max(1, Math.ceil((unitsPerDay * tickMs) / 86_400_000));

/**
 * One round over every user with looks due, each under their own lock (another worker on the
 * same user is skipped, not waited for). A user's failure is logged and leaves the others be.
 */
export async function checkDueLooks(deps: CheckDeps, options: UserRoundOptions) {
  const { now, tickMs, keepGoing = () => true } = options;
  if (deps.visibility.unitsPerDay === 0) return new Map<string, CheckOutcome>();
  await repo.scheduleNewlyPosted(deps.db, now, deps.visibility.delaysMs);
  const units = unitsPerTick(deps.visibility.unitsPerDay, tickMs);
  const due = await repo.usersWithDueLooks(deps.db, now);
  return eachUserLocked(deps.db, repo.CHECK_LOCK_SPACE, due, options, (userId) =>
    checkUserLooks(deps, userId, now, units, keepGoing),
  );
}
