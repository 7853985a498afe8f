import type { Tx } from '../db/transaction';
import { logActivity } from '../modules/activity/activity.repository';
import { finishIfComplete } from './batch-finish.repository';

/**
 * Done (or kept cancelled) and logged once, when nothing of the batch is left to post or to look
 * for: after a send's result, after a look-up, after a cancel, and by the worker's sweep.
 */
export async function settleBatch(tx: Tx, batchId: string | null) {
  if (!batchId) return;
  const finished = await finishIfComplete(tx, batchId);
  if (finished) {
    const { userId, posted, failed, total, unconfirmed } = finished;
    await logActivity(tx, {
      userId,
      type: 'batch_commenting',
      details: { success: posted, failed, total, ...(unconfirmed ? { unconfirmed } : {}) },
    });
  }
}
