import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * Folds the appended count changes into `batch_counts`: one statement, by one worker at a time
 * (an advisory lock; another worker skips its turn). Changes of batches since deleted go.
 */
export async function foldBatchCountChanges(db: Db, max = 50_000) {
  const result = await db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as ok`,
    );
    if (!lock.rows[0]?.ok) return { rowCount: 0 };
    return tx.execute(sql`
      with moved as (
        delete from batch_count_changes
         where id in (select id from batch_count_changes order by id limit ${max})
        returning batch_id, account_id, status, n)
      insert into batch_counts as bc (batch_id, account_id, status, n)
      select m.batch_id, m.account_id, m.status, sum(m.n)::int
        from moved m join batches b on b.id = m.batch_id
       group by 1, 2, 3
       order by 1, 2, 3
      on conflict (batch_id, account_id, status) do update set n = bc.n + excluded.n`);
  });
  return result.rowCount ?? 0;
}

/** Any fixed number, other than the migrations' lock. */
const FOLD_LOCK = 72_917_044;

/** The counts of batches deleted since (with their user): `batch_counts` has no foreign key. */
export async function purgeOrphanCounts(db: Db) {
  await db.execute(sql`
    delete from batch_counts bc where not exists (select 1 from batches b where b.id = bc.batch_id)`);
  await db.execute(sql`
    delete from batch_count_changes c
     where not exists (select 1 from batches b where b.id = c.batch_id)`);
}
