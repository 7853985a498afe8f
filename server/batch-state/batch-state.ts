import type { Failure } from '@core/api/failure-reasons';
import type { PlannedComment } from '@core/posting/plan';
import { BATCH_TRANSITIONS, type BatchAction } from '@core/posting/states';
import { logActivity } from '../activity/activity.repository';
import { emitEvent } from '../notify/emit';
import type { Db } from '../db/database';
import { transactionRetryingDeadlock, type Tx } from '../db/transaction';
import * as repo from './batch-state.repository';

/**
 * A batch's state (docs/architecture.md §6): every change of a batch's status goes through here,
 * for the routes and the worker alike. scheduled -> queued when its start comes (docs/schedules.md);
 * queued -> running on its first send; running <-> paused (back to scheduled before its start);
 * done once nothing is left to post, and running again when a comment is posted again; cancelled
 * from any unfinished state. Each function takes the caller's transaction.
 */

export type { Answering, BatchRow } from './batch-state.repository';
export { runningOnSend } from './batch-state.repository';

/**
 * A new batch, queued (scheduled, when it has a start time) with all its comments pending, and
 * its line in the activity log; with `answering`, its one comment is an answer in a thread.
 */
export async function createQueued(
  tx: Tx,
  batch: repo.NewBatch,
  planned: PlannedComment[],
  answering?: repo.Answering,
) {
  const row = await repo.insertBatch(tx, batch, planned);
  if (answering) await repo.markAnswer(tx, row.id, answering);
  await logActivity(tx, {
    workspaceId: batch.workspaceId,
    type: 'comment_pending',
    details: { count: batch.total, batchId: row.id },
  });
  return row;
}

/**
 * A recorded comment (pending, in no batch) queued as a batch of one; undefined when the comment
 * is not in that state, and then nothing is written.
 */
export async function queueRecorded(tx: Tx, batch: repo.NewBatch, commentId: string) {
  const row = await repo.insertBatch(tx, batch, []);
  return (await repo.attachComment(tx, batch.workspaceId, commentId, row.id)) ? row : undefined;
}

/**
 * docs/architecture.md §10: an editor's re-post in a workspace that asks for approval. The comment
 * (pending again) leaves its batch for a new one of its own, waiting for approval.
 */
export async function repostAwaiting(tx: Tx, batch: repo.NewBatch, commentId: string) {
  const row = await repo.insertBatch(tx, batch, []);
  await repo.moveComment(tx, commentId, row.id);
  return row;
}

/**
 * Done (or kept cancelled) and logged once, when nothing of the batch is left to post or to look
 * for: after a send's result, after a look-up, after a cancel, and by the worker's sweep.
 */
export async function settle(tx: Tx, batchId: string | null) {
  if (!batchId) return;
  const finished = await repo.finishIfComplete(tx, batchId);
  if (!finished) return;
  const { workspaceId, posted, failed, total, unconfirmed, cancelled } = finished;
  await logActivity(tx, {
    workspaceId,
    type: 'batch_commenting',
    details: { success: posted, failed, total, ...(unconfirmed ? { unconfirmed } : {}) },
  });
  await emitEvent(tx, workspaceId, 'batch.finished', {
    batchId,
    total,
    posted,
    failed,
    unconfirmed,
    cancelled,
  });
}

/**
 * Pause, resume or cancel; false when the batch's state does not allow it. Cancelling keeps what
 * was posted and cancels what was still to post, so a cancelled batch ends at once unless a send
 * is in flight (that one ends it).
 */
export async function control(tx: Tx, batchId: string, action: BatchAction) {
  const { from, to } = BATCH_TRANSITIONS[action];
  if (action === 'resume') return repo.resume(tx, batchId);
  if (!(await repo.setStatus(tx, batchId, from, to))) return false;
  if (action === 'cancel') {
    await repo.cancelPending(tx, batchId);
    await settle(tx, batchId);
  }
  return true;
}

export { queueStarted, moveStart } from './batch-state.repository';
/** docs/architecture.md §10: a batch waiting for approval is approved, or rejected. */
export { approveWaiting, rejectWaiting } from './batch-approval-state.repository';

/**
 * A comment of the batch is queued again: a finished batch runs again, a paused one stays
 * paused. False for a cancelled batch, whose comments are not posted any more.
 */
export const reopen = (tx: Tx, batchId: string) => repo.reopenBatch(tx, batchId);
export const isCancelled = (tx: Tx, batchId: string) => repo.isCancelled(tx, batchId);

/**
 * These channels are going away: what they still had to post is cancelled with `failure`, and
 * each batch that had nothing else left ends now. A send already in flight settles its own batch.
 */
export async function cancelChannels(db: Db, accountIds: string[], failure: Failure) {
  if (!accountIds.length) return;
  await transactionRetryingDeadlock(db, async (tx) => {
    for (const batchId of await repo.cancelPendingOfAccounts(tx, accountIds, failure)) {
      await settle(tx, batchId);
    }
  });
}

/** Batches left unfinished with nothing to do (from before the batch lock) end here. */
export async function settleLeftovers(db: Db) {
  for (const batchId of await repo.settledUnfinishedBatches(db)) {
    await db.transaction((tx) => settle(tx, batchId));
  }
}
