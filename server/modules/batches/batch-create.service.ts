import type { LaunchBody } from '@core/api/batches.schema';
import { planBatch } from '@core/posting/plan';
import * as batchState from '@server/batch-state/batch-state';
import { AppError } from '@server/http/app-error';
import type { BatchDeps } from './batch-deps';
import type { BatchActor } from './batch-actor';
import { confirmed, waitsForApproval } from './batch-approval.service';
import { resolvePlan } from './batch-plan';
import { previewPlan } from './batch-preview.service';
import { getComment } from '../comments/comments.service';
import { getBatch } from './batch-read.service';
import { startOf } from './start-time';
import { markPlanStale } from '../calendar/calendar.repository';
import { databaseNow } from '@server/db/database-clock';

/**
 * Writes the batch and all its comments in one transaction; the worker takes it from there, at
 * once or at its start time (docs/schedules.md). An editor's batch in a workspace that asks for
 * approval waits for it instead, keeping what they confirmed (docs/architecture.md §10).
 */
export async function createBatch(
  deps: BatchDeps,
  actor: BatchActor,
  body: LaunchBody,
  mode: batchState.BatchRow['mode'] = body.mode,
  answering?: batchState.Answering,
) {
  const { workspaceId } = actor;
  // A start still to come by the database's clock, the one the workers start it by.
  const start = startOf(body, await databaseNow(deps.db));
  const plan = await resolvePlan(deps.db, workspaceId, body);
  const awaiting = (await waitsForApproval(deps.db, actor))
    ? {
        launch: { body, choice: plan.choice },
        confirmation: await previewPlan(deps, workspaceId, plan, body),
      }
    : undefined;
  const planned = planBatch(plan.accountIds, plan.videoIds, plan.choice);
  const batch = {
    workspaceId,
    createdBy: actor.userId,
    mode,
    total: planned.length,
    awaiting,
    ...(start.startAt ? { startAt: start.startAt, startTimeZone: start.timeZone } : {}),
  };
  const row = await deps.db.transaction(async (tx) => {
    const row = await batchState.createQueued(tx, batch, planned, answering);
    await confirmed(tx, actor, row, plan.accountIds.length);
    return row;
  });
  await markPlanStale(deps.db, workspaceId);
  if (!awaiting) deps.onBatchCreated?.();
  return getBatch(deps, workspaceId, row.id);
}

/** A batch for one channel from the per-call endpoints (docs/product.md §7), on the same engine. */
export async function createApiBatch(
  deps: BatchDeps,
  actor: BatchActor,
  input: { accountId: string; videoIds: string[]; text?: string; templateId?: string },
) {
  return createBatch(
    deps,
    actor,
    {
      accountIds: [input.accountId],
      videoIds: input.videoIds,
      mode: 'single',
      text: input.text,
      templateId: input.templateId,
    },
    'api',
  );
}

/**
 * docs/product.md §7 POST /api/youtube/comment with `commentId`: the record made by
 * POST /api/comments is queued as it is (a batch of one), instead of a second copy being made.
 */
export async function queueRecordedComment(deps: BatchDeps, actor: BatchActor, commentId: string) {
  const { workspaceId } = actor;
  const awaiting = (await waitsForApproval(deps.db, actor))
    ? await recordedForApproval(deps, workspaceId, commentId)
    : undefined;
  const batch = { workspaceId, createdBy: actor.userId, mode: 'api' as const, total: 1, awaiting };
  const id = await deps.db.transaction(async (tx) => {
    const row = await batchState.queueRecorded(tx, batch, commentId);
    if (!row) {
      throw new AppError(
        409,
        'COMMENT_STATE',
        'Only a comment recorded and not yet queued can be posted this way.',
      );
    }
    await confirmed(tx, actor, row, 1);
    return row.id;
  });
  if (!awaiting) deps.onBatchCreated?.();
  return getBatch(deps, workspaceId, id);
}

/** A recorded comment as a launch of its own, and its confirmation, for its approver. */
export async function recordedForApproval(deps: BatchDeps, workspaceId: string, commentId: string) {
  const comment = await getComment(deps.db, workspaceId, commentId);
  const body: LaunchBody = {
    accountIds: comment.accountId ? [comment.accountId] : [],
    videoIds: [comment.videoId],
    mode: 'single',
    text: comment.content,
  };
  const plan = await resolvePlan(deps.db, workspaceId, body);
  return {
    launch: { body, choice: plan.choice },
    confirmation: await previewPlan(deps, workspaceId, plan, body),
  };
}
