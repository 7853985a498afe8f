import { IDS_PER_READ, READ_COST } from '@core/posting/quota-day';
import { eachWorkspaceLocked, type WorkspaceRoundOptions } from '../quota-ledger/workspace-rounds';
import { healthOfChannels, pauseHiddenChannels } from './channel-health.repository';
import { markMissed } from './missed-looks.repository';
import { collectReplies } from './reply-collection';
import { judgeMissed } from './missed-videos';
import { noViewerReason, seesAsOthers, viewerFor, viewersOf, type Viewer } from './viewers';
import { cannotCheck, look, resultOf, sightingOf } from './visibility-look';
import {
  afterFailure,
  missedWaitMs,
  newRound,
  recordResults,
  type CheckDeps,
  type CheckOutcome,
  type Round,
} from './visibility-round';
import * as repo from './visibility.repository';

/** Comments taken at a time per round and workspace: a few calls' worth, oldest due first. */
const DUE_PER_ROUND = 10 * IDS_PER_READ;

type Viewers = Awaited<ReturnType<typeof viewersOf>>;

/**
 * One call's worth: looked at, written at once (a stopped worker repeats none of it). A comment
 * not listed whose video nothing shows to be up waits for its video (`judgeMissed`).
 */
async function lookAndRecord(round: Round, viewer: Viewer, batch: repo.DueLook[]) {
  const { deps, workspaceId, now, videosUp } = round;
  const threads = await look(deps, workspaceId, viewer, batch, videosUp);
  const missed: string[] = [];
  const results = batch.flatMap((due) => {
    const sighting = sightingOf(due, threads, videosUp.get(due.videoId));
    if (!sighting) missed.push(due.id);
    return sighting ? (resultOf(due, sighting, deps.visibility.delaysMs, now) ?? []) : [];
  });
  await recordResults(round, batch, results);
  await markMissed(deps.db, missed, now, new Date(now.getTime() + missedWaitMs(deps)));
  if (viewer.kind === 'key' && viewer.source === 'user')
    await repo.markCheckKey(deps.db, workspaceId, viewer.keySealed, {
      status: 'valid',
      problem: null,
    });
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

/**
 * The due looks, a call at a time: the viewer of the look due longest, and up to 50 looks it may
 * make, a video's together. Returns whether looks are still due when the round stops.
 */
async function lookAtDue(round: Round, able: Viewer[], everyone: Viewers) {
  const { deps, workspaceId, now, outcome } = round;
  const { viewers, ...refused } = everyone;
  // Looks no viewer still able may make this round: they wait for the next.
  const skipped = new Set<string>();
  let due: repo.DueLook[] = [];
  let more = true;
  /** The next looks due; false when no more are. */
  const fetchDue = async () => {
    const rows = await repo.dueLooks(deps.db, workspaceId, now, DUE_PER_ROUND);
    more = rows.length === DUE_PER_ROUND;
    due = rows.filter((d) => !skipped.has(d.id) && !round.made.has(d.id));
    return due.length > 0;
  };
  let fetched = false;
  while (outcome.units < round.units && round.keepGoing()) {
    if (!due.length && !(more && (await fetchDue()))) return skipped.size > 0 || more;
    const viewer = viewerFor(able, due);
    if (!viewer) {
      const nobody = (d: repo.DueLook) => !viewers.some((v) => seesAsOthers(v, d));
      const someone = (d: repo.DueLook) => able.some((v) => seesAsOthers(v, d));
      await recordUncheckable(round, due.filter(nobody), noViewerReason(viewers, refused));
      for (const d of due) if (!nobody(d) && !someone(d)) skipped.add(d.id);
      due = due.filter(someone);
      continue;
    }
    // One kind a call: comments by thread id, answers by comment id (visibility-look.ts).
    const kind = due.find((d) => seesAsOthers(viewer, d))?.answer;
    const batch = due
      .filter((d) => seesAsOthers(viewer, d) && d.answer === kind)
      .slice(0, IDS_PER_READ);
    // A call short of 50 while more looks are due than were taken: take them afresh, once.
    if (batch.length < IDS_PER_READ && more && !fetched) {
      fetched = await fetchDue();
      continue;
    }
    fetched = false;
    if (!(await round.allowance.take(READ_COST))) {
      outcome.stoppedBy = 'ceiling';
      return true;
    }
    let done = true;
    try {
      await lookAndRecord(round, viewer, batch);
    } catch (error) {
      able.splice(able.indexOf(viewer), 1);
      done = await afterFailure(round, viewer, batch, error);
    }
    if (done) due = due.filter((d) => !batch.includes(d));
    else if (!able.length) return true;
  }
  return true;
}

/**
 * One round of a workspace's due looks (docs/visibility.md), at most `units` calls of 50 comments
 * or videos. Each call takes units of the workspace's daily ceiling first and is paid through the
 * ledger of whoever looks; what it found is written before the next call, so a worker stopped
 * mid-round repeats none of the calls it recorded. A look that failed leaves the comment as it was
 * and is made again later; it never makes a comment "not visible".
 */
export async function checkWorkspaceLooks(
  deps: CheckDeps,
  workspaceId: string,
  now: Date,
  units: number,
  keepGoing: () => boolean = () => true,
): Promise<CheckOutcome> {
  const round = newRound(deps, workspaceId, now, units, keepGoing);
  const everyone = await viewersOf(deps, workspaceId);
  // Viewers drop out of the round as they fail; what only they could look at waits for the next.
  const able = [...everyone.viewers];
  // Videos waiting their longest (or 50 of them) are asked about before new looks are made.
  await judgeMissed(round, able, everyone, true);
  const dueLeft = await lookAtDue(round, able, everyone);
  await judgeMissed(round, able, everyone, dueLeft);
  // What is left of the round reads the threads whose replies grew (docs/replies.md §1).
  await collectReplies(round, able);
  if (round.secondLooked.size)
    round.outcome.paused = await pauseFlagged(deps, workspaceId, now, [...round.secondLooked]);
  return round.outcome;
}

/** Channels whose last second looks were all not visible stop posting, if the settings say so. */
async function pauseFlagged(deps: CheckDeps, workspaceId: string, now: Date, accountIds: string[]) {
  if (!(await repo.pausesHiddenChannels(deps.db, workspaceId))) return [];
  const health = await healthOfChannels(deps.db, workspaceId, now, accountIds);
  const flagged = accountIds.filter((id) => health.get(id)?.flagged);
  return pauseHiddenChannels(deps.db, flagged);
}

/** Units a workspace may spend per tick: the daily ceiling spread evenly over the day's ticks. */
export const unitsPerTick = (unitsPerDay: number, tickMs: number) =>
  Math.max(1, Math.ceil((unitsPerDay * tickMs) / 86_400_000));

/**
 * One round over every workspace with looks due, each under its own lock: another worker skips
 * one already taken rather than wait. A workspace's failure is logged and leaves the others be.
 */
export async function checkDueLooks(deps: CheckDeps, options: WorkspaceRoundOptions) {
  const { now, tickMs, keepGoing = () => true } = options;
  if (deps.visibility.unitsPerDay === 0) return new Map<string, CheckOutcome>();
  await repo.scheduleNewlyPosted(deps.db, now, deps.visibility.delaysMs);
  const units = unitsPerTick(deps.visibility.unitsPerDay, tickMs);
  const due = [
    ...new Set([
      ...(await repo.workspacesWithDueLooks(deps.db, now)),
      ...(await repo.workspacesWithGrownThreads(deps.db)),
    ]),
  ];
  return eachWorkspaceLocked(deps.db, repo.CHECK_LOCK_SPACE, due, options, (workspaceId) =>
    checkWorkspaceLooks(deps, workspaceId, now, units, keepGoing),
  );
}
