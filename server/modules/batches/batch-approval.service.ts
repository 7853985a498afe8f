import { BLOCKING_CHANGES, type ApprovalChange } from '@core/api/approval.schema';
import { can, rolesThatCan, type WorkspaceAccess } from '@core/workspaces/roles';
import * as batchState from '@server/batch-state/batch-state';
import type { BatchRow } from '@server/batch-state/batch-state';
import type { Executor } from '@server/db/transaction';
import { transactionRetryingDeadlock } from '@server/db/transaction';
import { AppError, notFound } from '@server/http/app-error';
import { emitEvent } from '@server/notify/emit';
import { recordAudit } from '@server/activity/audit.repository';
import { markPlanStale } from '../calendar/calendar.repository';
import type { BatchActor } from './batch-actor';
import { checkAgain } from './batch-approval-check';
import { approvalRequired } from '../workspaces/workspaces.repository';
import type { BatchDeps } from './batch-deps';
import { getBatch } from './batch-read.service';
import { findBatch } from './batches.repository';

/**
 * docs/architecture.md §10: a batch confirmed by someone who may not approve, in a workspace that
 * asks for approval, waits for an owner's or an admin's; an owner's or admin's own confirmation
 * stands as approval.
 */
export async function waitsForApproval(db: Executor, access: WorkspaceAccess) {
  if (can(access.role, 'batches.approve')) return false;
  return approvalRequired(db, access.workspaceId);
}

/**
 * Told in the transaction that wrote the batch: the audit log keeps who confirmed it, and a batch
 * that waits is told to those who may approve it.
 */
export async function confirmed(tx: Executor, actor: BatchActor, row: BatchRow, channels: number) {
  const waits = row.status === 'awaitingApproval';
  await recordAudit(tx, row.workspaceId, actor.audit, 'batch.confirmed', {
    subjectId: row.id,
    details: { total: row.total, channels, awaitingApproval: waits },
  });
  if (!waits) return;
  await emitEvent(
    tx,
    row.workspaceId,
    'batch.approvalRequested',
    { batchId: row.id, total: row.total, channels, author: actor.audit.email },
    { to: { roles: rolesThatCan('batches.approve') } },
  );
}

/** The workspace's batch `id` while it waits; 404 when it is not the workspace's, 409 once decided. */
async function waiting(deps: BatchDeps, workspaceId: string, id: string) {
  const row = await findBatch(deps.db, workspaceId, id);
  if (!row) throw notFound('Batch');
  if (row.status !== 'awaitingApproval') throw decided(row.status);
  return row;
}

const decided = (status: string) =>
  new AppError(
    409,
    'BATCH_STATE',
    `The batch is ${status}: only a batch waiting for approval can be approved or rejected.`,
    status,
  );

/** Why approving now would post nothing, in a sentence (the web says it from `params`). */
function blockedBy(changes: ApprovalChange[]) {
  const blocking = changes.filter((c) => BLOCKING_CHANGES.includes(c.kind));
  if (!blocking.length) return undefined;
  const parts = blocking.map((c) =>
    c.kind === 'channelsGone'
      ? `channels were disconnected since it was confirmed (${c.names.join(', ')})`
      : c.kind === 'quotaGone'
        ? `no quota is left today on ${c.credentials.join(', ')}`
        : c.kind,
  );
  return new AppError(
    409,
    'APPROVAL_BLOCKED',
    `This batch cannot be approved: ${parts.join('; ')}. Nothing was posted; reject it, or approve it once that changes.`,
    blocking.map((c) => c.kind).join(','),
  );
}

/**
 * Approves a waiting batch after checking it again (channels, quota, windows): refused, posting
 * nothing, when a channel went or the quota is gone; else it posts now (its start passed) or at
 * its start. Its author is told; the audit log keeps who approved it.
 */
export async function approveBatch(deps: BatchDeps, actor: BatchActor, id: string) {
  const { workspaceId } = actor;
  const row = await waiting(deps, workspaceId, id);
  const refusal = blockedBy((await checkAgain(deps, row)).changes);
  if (refusal) throw refusal;
  await transactionRetryingDeadlock(deps.db, async (tx) => {
    const approved = await batchState.approveWaiting(tx, workspaceId, id, actor.userId);
    if (!approved) throw decided((await findBatch(tx, workspaceId, id))?.status ?? 'gone');
    await emitEvent(
      tx,
      workspaceId,
      'batch.approved',
      { batchId: id, total: approved.total, by: actor.audit.email },
      { to: { userId: approved.created_by } },
    );
    await recordAudit(tx, workspaceId, actor.audit, 'batch.approved', {
      subjectId: id,
      details: { total: approved.total, authorId: approved.created_by },
    });
  });
  await markPlanStale(deps.db, workspaceId);
  deps.onBatchCreated?.();
  return getBatch(deps, workspaceId, id);
}

/** Rejects a waiting batch with a reason its author is told: nothing of it is posted. */
export async function rejectBatch(deps: BatchDeps, actor: BatchActor, id: string, reason: string) {
  const { workspaceId } = actor;
  await waiting(deps, workspaceId, id);
  await transactionRetryingDeadlock(deps.db, async (tx) => {
    const rejected = await batchState.rejectWaiting(tx, workspaceId, id, {
      userId: actor.userId,
      reason,
    });
    if (!rejected) throw decided((await findBatch(tx, workspaceId, id))?.status ?? 'gone');
    await emitEvent(
      tx,
      workspaceId,
      'batch.rejected',
      { batchId: id, total: rejected.total, by: actor.audit.email, reason },
      { to: { userId: rejected.created_by } },
    );
    await recordAudit(tx, workspaceId, actor.audit, 'batch.rejected', {
      subjectId: id,
      details: { total: rejected.total, authorId: rejected.created_by, reason },
    });
  });
  return getBatch(deps, workspaceId, id);
}
