import { sql } from 'drizzle-orm';
import { APP_NOW } from '../db/database-clock';
import type { Tx } from '../db/transaction';
import { cancelPending } from './batch-state.repository';

// docs/architecture.md §10: a batch that waits for approval, decided (batch-state.ts exports these).

/**
 * A waiting batch approved by `userId`, in one statement (two approvers at once: one wins, the
 * other finds it decided): scheduled when its start is still to come by the database's clock,
 * else queued, its start moved to now (it starts at approval). Undefined when it was not waiting.
 * Its comments are due from that start, as a batch's are when it is made: kept at the time they
 * were written, they would pass ahead of every batch made on their channels while it waited.
 */
export async function approveWaiting(tx: Tx, workspaceId: string, id: string, userId: string) {
  const result = await tx.execute<{ status: string; total: number; created_by: string | null }>(sql`
    update batches
       set status = case when start_at > ${APP_NOW} then 'scheduled' else 'queued' end,
           start_at = case when start_at <= ${APP_NOW} then ${APP_NOW} else start_at end,
           decided_by = ${userId}, decided_at = now(), updated_at = now()
     where id = ${id} and workspace_id = ${workspaceId} and status = 'awaitingApproval'
    returning status, total, created_by`);
  const row = result.rows[0];
  if (row) {
    await tx.execute(sql`
      update comments c
         set next_attempt_at = coalesce(b.start_at, ${APP_NOW}), updated_at = now()
        from batches b
       where b.id = ${id} and c.batch_id = b.id and c.status = 'pending'`);
  }
  return row;
}

/** A waiting batch rejected: it ends, its comments cancelled. Undefined when it was not waiting. */
export async function rejectWaiting(
  tx: Tx,
  workspaceId: string,
  id: string,
  decision: { userId: string; reason: string },
) {
  const result = await tx.execute<{ total: number; created_by: string | null }>(sql`
    update batches
       set status = 'rejected', finished_at = now(), decided_by = ${decision.userId},
           decided_at = now(), rejection_reason = ${decision.reason}, updated_at = now()
     where id = ${id} and workspace_id = ${workspaceId} and status = 'awaitingApproval'
    returning total, created_by`);
  const row = result.rows[0];
  if (row) await cancelPending(tx, id);
  return row;
}
