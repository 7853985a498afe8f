import { BATCH_TRANSITIONS, type BatchAction } from '../../../core/posting/states';
import { transactionRetryingDeadlock } from '../../db/transaction';
import { AppError, notFound } from '../../http/app-error';
import { settleBatch } from '../../posting/settle-batch';
import type { BatchDeps } from './batch-deps';
import { getBatch } from './batch-read.service';
import * as repo from './batches.repository';

/** Pause, resume or cancel. Cancelling keeps what was posted; the rest is cancelled. */
export async function controlBatch(
  deps: BatchDeps,
  userId: string,
  id: string,
  action: BatchAction,
) {
  const row = await repo.findBatch(deps.db, userId, id);
  if (!row) throw notFound('Batch');
  const changed = await transactionRetryingDeadlock(deps.db, async (tx) => {
    const { from, to } = BATCH_TRANSITIONS[action];
    const moved = await repo.setBatchStatus(tx, id, from, to);
    if (moved && action === 'cancel') {
      await repo.cancelPending(tx, id);
      await settleBatch(tx, id);
    }
    return moved;
  });
  if (!changed) {
    throw new AppError(
      409,
      'BATCH_STATE',
      `The batch is ${row.status}: it cannot be ${action}d now.`,
      row.status,
    );
  }
  if (action === 'resume') deps.onBatchCreated?.();
  return getBatch(deps, userId, id);
}
