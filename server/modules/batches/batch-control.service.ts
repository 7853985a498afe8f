import type { BatchAction } from '../../../core/posting/states';
import * as batchState from '../../batch-state/batch-state';
import { transactionRetryingDeadlock } from '../../db/transaction';
import { AppError, notFound } from '../../http/app-error';
import type { BatchDeps } from './batch-deps';
import { getBatch } from './batch-read.service';
import { findBatch } from './batches.repository';

/** Pause, resume or cancel. Cancelling keeps what was posted; the rest is cancelled. */
export async function controlBatch(
  deps: BatchDeps,
  userId: string,
  id: string,
  action: BatchAction,
) {
  const row = await findBatch(deps.db, userId, id);
  if (!row) throw notFound('Batch');
  const changed = await transactionRetryingDeadlock(deps.db, (tx) =>
    batchState.control(tx, id, action),
  );
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
