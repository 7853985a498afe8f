import type { LaunchBody } from '@core/api/batches.schema';
import { planBatch } from '@core/posting/plan';
import * as batchState from '@server/batch-state/batch-state';
import { AppError } from '@server/http/app-error';
import type { BatchDeps } from './batch-deps';
import { resolvePlan } from './batch-plan';
import { getBatch } from './batch-read.service';
import { startOf } from './start-time';
import { markPlanStale } from '../calendar/calendar.repository';
import { databaseNow } from '@server/db/database-clock';

/**
 * Writes the batch and all its comments in one transaction; the worker takes it from there, at
 * once or at its start time (docs/schedules.md).
 */
export async function createBatch(
  deps: BatchDeps,
  workspaceId: string,
  body: LaunchBody,
  createdBy: string,
  mode: batchState.BatchRow['mode'] = body.mode,
) {
  // A start still to come by the database's clock, the one the workers start it by.
  const start = startOf(body, await databaseNow(deps.db));
  const plan = await resolvePlan(deps.db, workspaceId, body);
  const planned = planBatch(plan.accountIds, plan.videoIds, plan.choice);
  const batch = {
    workspaceId,
    createdBy,
    mode,
    total: planned.length,
    ...(start.startAt ? { startAt: start.startAt, startTimeZone: start.timeZone } : {}),
  };
  const row = await deps.db.transaction((tx) => batchState.createQueued(tx, batch, planned));
  await markPlanStale(deps.db, workspaceId);
  deps.onBatchCreated?.();
  return getBatch(deps, workspaceId, row.id);
}

/** A batch for one channel from the per-call endpoints (docs/product.md §7), on the same engine. */
export async function createApiBatch(
  deps: BatchDeps,
  workspaceId: string,
  input: { accountId: string; videoIds: string[]; text?: string; templateId?: string },
  createdBy: string,
) {
  return createBatch(
    deps,
    workspaceId,
    {
      accountIds: [input.accountId],
      videoIds: input.videoIds,
      mode: 'single',
      text: input.text,
      templateId: input.templateId,
    },
    createdBy,
    'api',
  );
}

/**
 * docs/product.md §7 POST /api/youtube/comment with `commentId`: the record made by
 * POST /api/comments is queued as it is (a batch of one), instead of a second copy being made.
 */
export async function queueRecordedComment(
  deps: BatchDeps,
  workspaceId: string,
  commentId: string,
  createdBy: string,
) {
  const id = await deps.db.transaction(async (tx) => {
    const batch = await batchState.queueRecorded(tx, workspaceId, commentId, createdBy);
    if (!batch) {
      throw new AppError(
        409,
        'COMMENT_STATE',
        'Only a comment recorded and not yet queued can be posted this way.',
      );
    }
    return batch.id;
  });
  deps.onBatchCreated?.();
  return getBatch(deps, workspaceId, id);
}
