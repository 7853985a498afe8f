import { sql } from 'drizzle-orm';
import { OPEN_COMMENT_STATUSES } from '../../core/posting/states';
import { statusList } from '../db/sql-helpers';
import type { Executor, Tx } from '../db/transaction';

export type BatchOutcome = {
  userId: string;
  total: number;
  posted: number;
  failed: number;
  unconfirmed: number;
};

/**
 * When nothing of the batch is left to post, it is done (or stays cancelled). The batch row is
 * locked first: two sends recorded at once would otherwise each see the other still posting (its
 * change not yet committed) and neither would finish the batch. Whoever takes the lock second
 * reads with a fresh snapshot, after the first committed.
 */
export async function finishIfComplete(tx: Tx, batchId: string): Promise<BatchOutcome | undefined> {
  const locked = await tx.execute(
    sql`select 1 from batches where id = ${batchId} and finished_at is null for update`,
  );
  if (!locked.rows.length) return undefined;
  const result = await tx.execute<BatchOutcome>(sql`
    update batches b
       set status = case when b.status = 'cancelled' then 'cancelled' else 'done' end,
           finished_at = now(), updated_at = now()
     where b.id = ${batchId} and b.finished_at is null
       and not exists (select 1 from comments c
                        where c.batch_id = b.id and c.status in (${statusList(OPEN_COMMENT_STATUSES)}))
    returning b.user_id as "userId", b.total,
      (select count(*)::int from comments c where c.batch_id = b.id and c.status = 'posted') as posted,
      (select count(*)::int from comments c where c.batch_id = b.id and c.status = 'failed') as failed,
      (select count(*)::int from comments c
        where c.batch_id = b.id and c.status = 'unconfirmed') as unconfirmed`);
  return result.rows[0];
}

/** Batches left unfinished with nothing to post (finished before the lock above existed). */
export async function settledUnfinishedBatches(db: Executor) {
  const result = await db.execute<{ id: string }>(sql`
    select b.id from batches b
     where b.finished_at is null
       and not exists (select 1 from comments c
                        where c.batch_id = b.id and c.status in (${statusList(OPEN_COMMENT_STATUSES)}))`);
  return result.rows.map((row) => row.id);
}
