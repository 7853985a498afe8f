import type { Unplanned, UnplannedReason } from '@core/api/calendar.schema';
import { credentialKey, quotaDayStart } from '@core/posting/quota-day';
import { channelWindows } from '@core/time/posting-windows';
import { planQueues, type QueuedChannel } from '@core/time/queue-plan';
import type { Db } from '@server/db/database';
import * as ledger from '@server/quota-ledger/quota-ledger';
import { othersQueuedOnServerCredential, sentSincePerAccount } from '../batches/running.repository';
import { postingSettings } from '../settings/settings.service';
import * as repo from './calendar.repository';

/** A plan older than this is made again when read: posting drifts from any plan in time. */
export const PLAN_FRESH_MS = 60_000;

export interface PlanDeps {
  db: Db;
  posting: ledger.QuotaLimits;
}

/** A scheduled batch's start, when still to come: its comments wait for it. */
function startAfter(startAt: string | null, now: Date) {
  const ms = startAt ? Date.parse(startAt) : NaN;
  return ms > now.getTime() ? ms : undefined;
}

/** Why a batch's comments on a channel will not go on their own, if they will not. */
function heldBy(row: repo.QueuedRow, pauseAll: boolean): UnplannedReason | undefined {
  if (row.batch_status === 'paused') return 'batchPaused';
  if (pauseAll) return 'allPaused';
  if (row.ready_waiting) return 'waiting';
  if (row.account_status !== 'active') return 'reconnect';
  if (row.posting_paused) return 'channelPaused';
  return undefined;
}

/**
 * docs/schedules.md §4: plays every unfinished batch of the workspace forward, each channel's queue
 * in the engine's order (queue-plan.ts), and stores the runs. Under the plan's row lock, so two
 * requests never write it at once; skipped when another request has just made it.
 */
export async function replan(deps: PlanDeps, workspaceId: string, now: Date) {
  const settings = await postingSettings(deps.db, workspaceId);
  await deps.db.transaction(async (tx) => {
    const state = await repo.lockPlan(tx, workspaceId);
    if (!state.stale && now.getTime() - state.plannedAt.getTime() < PLAN_FRESH_MS) return;

    const rows = await repo.queuedByBatchAndChannel(tx, workspaceId);
    const unplanned: Unplanned[] = [];
    // Each channel's queue, batch by batch in the engine's order (the rows come in it).
    const queued = new Map<string, repo.QueuedRow[]>();
    for (const row of rows) {
      const reason = heldBy(row, settings.pauseAll);
      if (reason) {
        unplanned.push({ batchId: row.batch_id, accountId: row.account_id, count: row.n, reason });
        continue;
      }
      queued.set(row.account_id, [...(queued.get(row.account_id) ?? []), row]);
    }

    const accountIds = [...queued.keys()];
    const credentialIds = [...new Set(rows.map((r) => r.credential_id))];
    const sentToday = await sentSincePerAccount(tx, accountIds, quotaDayStart(now));
    const today = await ledger.leftToday(tx, credentialIds, { now, defaults: deps.posting });
    // The server-level credential's quota is shared: everyone's waiting comments take from it.
    const othersOnServer = credentialIds.includes(null)
      ? await othersQueuedOnServerCredential(tx, workspaceId)
      : 0;
    const queues = [...queued].map(([id, [first, ...rest]]): QueuedChannel => ({
      id,
      credentialKey: credentialKey(first!.credential_id),
      readyAt: first!.next_post_at ? Date.parse(first!.next_post_at) : undefined,
      sentToday: sentToday.get(id) ?? 0,
      windows: channelWindows(first!),
      segments: [first!, ...rest].map((row) => ({
        key: row.batch_id,
        count: row.n,
        notBefore: startAfter(row.start_at, now),
      })),
    }));
    const { runs, left } = planQueues(queues, {
      startAt: now.getTime(),
      now: now.getTime(),
      pacingSeconds: settings.pacingSeconds,
      dailyCap: settings.dailyCapPerChannel,
      quotaLeft: today.left,
      quotaTakenFirst: new Map([[credentialKey(null), othersOnServer]]),
      quotaLimit: deps.posting.quotaDailyUnits,
      quotaLimits: today.limits,
    });
    unplanned.push(...notWithinYear(queues, runs, left));
    await repo.storePlan(tx, workspaceId, { runs, unplanned, plannedAt: now });
  });
}

/** The comments left unplanned at the horizon, by batch: the last ones of each channel's queue. */
function notWithinYear(
  queues: QueuedChannel[],
  runs: { channelId: string; segment: string; count: number }[],
  left: Map<string, number>,
): Unplanned[] {
  const planned = new Map<string, number>();
  for (const run of runs) {
    const key = `${run.channelId} ${run.segment}`;
    planned.set(key, (planned.get(key) ?? 0) + run.count);
  }
  return queues.flatMap((queue) =>
    (left.get(queue.id) ?? 0) === 0
      ? []
      : queue.segments.flatMap((segment) => {
          const count = segment.count - (planned.get(`${queue.id} ${segment.key}`) ?? 0);
          return count > 0
            ? [
                {
                  batchId: segment.key,
                  accountId: queue.id,
                  count,
                  reason: 'notWithinYear' as const,
                },
              ]
            : [];
        }),
  );
}

/** The workspace's plan, made again first when a change outdated it or it is over a minute old. */
export async function freshPlan(deps: PlanDeps, workspaceId: string, now: Date) {
  const state = await repo.planState(deps.db, workspaceId);
  if (!state || state.stale || now.getTime() - state.plannedAt.getTime() >= PLAN_FRESH_MS) {
    await replan(deps, workspaceId, now);
    return (await repo.planState(deps.db, workspaceId))!;
  }
  return state;
}
