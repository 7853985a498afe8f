import type { MoveStartBody } from '@core/api/posting-windows.schema';
import type { AuditKind } from '@core/api/audit.schema';
import type { BatchAction } from '@core/posting/states';
import * as batchState from '@server/batch-state/batch-state';
import { transactionRetryingDeadlock } from '@server/db/transaction';
import { mayControl, type BatchActor } from './batch-actor';
import { recordAudit } from '@server/activity/audit.repository';
import { AppError, forbidden, notFound } from '@server/http/app-error';
import type { BatchDeps } from './batch-deps';
import { getBatch } from './batch-read.service';
import { findBatch } from './batches.repository';
import { startOf } from './start-time';
import { markPlanStale } from '../calendar/calendar.repository';
import { databaseNow } from '@server/db/database-clock';

/**
 * The workspace's batch `id`, if `actor` may control it: an editor their own (the ones they
 * confirmed), owners and admins anyone's (`batches.manageAny`). Another workspace's: 404.
 */
async function controllable(deps: BatchDeps, actor: BatchActor, id: string) {
  const row = await findBatch(deps.db, actor.workspaceId, id);
  if (!row) throw notFound('Batch');
  if (!mayControl(actor, row.createdBy)) throw forbidden();
  return row;
}

const AUDITED = {
  pause: 'batch.paused',
  resume: 'batch.resumed',
  cancel: 'batch.cancelled',
} as const satisfies Record<BatchAction, AuditKind>;

/** Pause, resume or cancel. Cancelling keeps what was posted; the rest is cancelled. */
export async function controlBatch(
  deps: BatchDeps,
  actor: BatchActor,
  id: string,
  action: BatchAction,
) {
  const { workspaceId } = actor;
  const row = await controllable(deps, actor, id);
  const changed = await transactionRetryingDeadlock(deps.db, async (tx) => {
    if (!(await batchState.control(tx, id, action))) return false;
    await recordAudit(tx, workspaceId, actor.audit, AUDITED[action], {
      subjectId: id,
      details: { total: row.total },
    });
    return true;
  });
  if (!changed) {
    throw new AppError(
      409,
      'BATCH_STATE',
      `The batch is ${row.status}: it cannot be ${action}d now.`,
      row.status,
    );
  }
  await markPlanStale(deps.db, workspaceId);
  if (action === 'resume') deps.onBatchCreated?.();
  return getBatch(deps, workspaceId, id);
}

/**
 * docs/schedules.md §1: a batch not started yet starts at another time (still to come). Its
 * comments are due then; the zone is kept to show it back.
 */
export async function moveBatchStart(
  deps: BatchDeps,
  actor: BatchActor,
  id: string,
  body: MoveStartBody,
) {
  const { workspaceId } = actor;
  const row = await controllable(deps, actor, id);
  const { startAt, timeZone } = startOf(
    { startAt: body.startAt, timeZone: body.timeZone ?? row.startTimeZone ?? undefined },
    await databaseNow(deps.db),
  );
  const moved = await transactionRetryingDeadlock(deps.db, (tx) =>
    batchState.moveStart(tx, id, startAt!, timeZone),
  );
  if (!moved) {
    throw new AppError(
      409,
      'BATCH_STATE',
      `The batch is ${row.status}: only a batch that has not started can be moved.`,
      row.status,
    );
  }
  await markPlanStale(deps.db, workspaceId);
  deps.onBatchCreated?.();
  return getBatch(deps, workspaceId, id);
}
