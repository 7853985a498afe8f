import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** Any fixed number, other than the migrations' lock. */
const FOLD_LOCK = 72_917_044;

/**
 * Folds the count changes the triggers appended (migrations 0010 and 0011) into `batch_counts`
 * and `video_counts`: one statement each, in one transaction, by one process at a time (an
 * advisory lock; another skips its turn). Changes of batches or users since deleted go. Nothing
 * here waits on a row lock: the count tables have no foreign keys and only this writes them.
 */
export async function foldCountChanges(db: Db, max = 50_000) {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as ok`,
    );
    if (!lock.rows[0]?.ok) return 0;
    const batches = await tx.execute(sql`
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
    const videos = await tx.execute(sql`
      with moved as (
        delete from video_count_changes
         where id in (select id from video_count_changes order by id limit ${max})
        returning user_id, category_id, sent_count, n)
      insert into video_counts as vc (user_id, category_id, sent_count, n)
      select m.user_id, m.category_id, m.sent_count, sum(m.n)::int
        from moved m join users u on u.id = m.user_id
       group by 1, 2, 3
       order by 1, 2, 3
      on conflict (user_id, category_id, sent_count) do update set n = vc.n + excluded.n`);
    return (batches.rowCount ?? 0) + (videos.rowCount ?? 0);
  });
}

/** The counts of batches and users deleted since: the count tables have no foreign keys. */
export async function purgeOrphanCounts(db: Db) {
  await db.execute(sql`
    delete from batch_counts c where not exists (select 1 from batches b where b.id = c.batch_id)`);
  await db.execute(sql`
    delete from batch_count_changes c
     where not exists (select 1 from batches b where b.id = c.batch_id)`);
  await db.execute(sql`
    delete from video_counts c where not exists (select 1 from users u where u.id = c.user_id)`);
  await db.execute(sql`
    delete from video_count_changes c
     where not exists (select 1 from users u where u.id = c.user_id)`);
}
