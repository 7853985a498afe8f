import { sql } from 'drizzle-orm';
import type { Executor } from './transaction';

/** Any fixed number, other than the migrations' lock. */
const FOLD_LOCK = 72_917_044;

/**
 * Folds the count changes the triggers appended (migrations 0010, 0011, 0025 and 0028) into
 * `batch_counts`, `video_counts`, `comment_result_counts` and `batch_visibility_counts`, and
 * recounts the sent counts a comment could not reach (0013): one statement each, in one
 * transaction, by one process at a time (an advisory lock; another skips its turn). Changes of
 * batches or users since deleted go. Nothing here waits on a row lock: the count tables have no
 * foreign keys and only this writes them.
 */
export async function foldCountChanges(db: Executor, max = 50_000) {
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
    const results = await tx.execute(sql`
      with moved as (
        delete from comment_result_changes
         where id in (select id from comment_result_changes order by id limit ${max})
        returning user_id, dim, slot, status, account_id, channel_title, template_id,
                  n, checked, visible, likes, replies)
      insert into comment_result_counts as rc
      select m.user_id, m.dim, m.slot, m.status, m.account_id, m.channel_title, m.template_id,
             sum(m.n)::int, sum(m.checked)::int, sum(m.visible)::int, sum(m.likes)::int,
             sum(m.replies)::int
        from moved m join users u on u.id = m.user_id
       group by 1, 2, 3, 4, 5, 6, 7
       order by 1, 2, 3, 4, 5, 6, 7
      on conflict (user_id, dim, slot, status, account_id, channel_title, template_id)
      do update set n = rc.n + excluded.n, checked = rc.checked + excluded.checked,
                    visible = rc.visible + excluded.visible, likes = rc.likes + excluded.likes,
                    replies = rc.replies + excluded.replies`);
    const seen = await tx.execute(sql`
      with moved as (
        delete from batch_visibility_changes
         where id in (select id from batch_visibility_changes order by id limit ${max})
        returning batch_id, visibility, day_visibility, n)
      insert into batch_visibility_counts as vc (batch_id, visibility, day_visibility, n)
      select m.batch_id, m.visibility, m.day_visibility, sum(m.n)::int
        from moved m join batches b on b.id = m.batch_id
       group by 1, 2, 3
       order by 1, 2, 3
      on conflict (batch_id, visibility, day_visibility) do update set n = vc.n + excluded.n`);
    const recounted = await recountSentCounts(tx);
    return (
      (batches.rowCount ?? 0) +
      (videos.rowCount ?? 0) +
      (results.rowCount ?? 0) +
      (seen.rowCount ?? 0) +
      recounted
    );
  });
}

/**
 * The videos whose sent count a comment could not reach (its row was not visible yet: migration
 * 0013). Each is set right by what its own snapshot shows missing: the count of posted comments
 * less the sent count, both read in this statement's snapshot, added to the row as it is when
 * locked, so a comment counted in between is kept. Rows locked by others are skipped, and left
 * noted for the next turn; a note whose video never appears goes after ten minutes.
 */
async function recountSentCounts(tx: Executor) {
  const result = await tx.execute(sql`
    with due as (
      select id, user_id, video_id, noted_at from video_sent_recounts order by id limit 1000),
    seen as (
      select v.id, v.user_id, v.video_id,
             (select count(*)::int from comments c
               where c.user_id = v.user_id and c.video_id = v.video_id and c.status = 'posted')
             - v.sent_count as delta
        from videos v join (select distinct user_id, video_id from due) d
          on v.user_id = d.user_id and v.video_id = d.video_id),
    locked as (
      select v.id from videos v join seen s on s.id = v.id for update of v skip locked),
    fixed as (
      update videos v set sent_count = v.sent_count + s.delta
        from seen s join locked l on l.id = s.id
       where v.id = s.id and s.delta <> 0)
    delete from video_sent_recounts r using due
     where r.id = due.id
       and (exists (select 1 from seen s join locked l on l.id = s.id
                     where s.user_id = due.user_id and s.video_id = due.video_id)
            or (due.noted_at < now() - interval '10 minutes'
                and not exists (select 1 from seen s
                                 where s.user_id = due.user_id and s.video_id = due.video_id)))`);
  return result.rowCount ?? 0;
}

/** How far back the dashboard's results are kept (it reads 14 days: docs/performance.md §5). */
const RESULTS_KEPT_DAYS = 15;

/**
 * The counts of batches and users deleted since (the count tables have no foreign keys), and the
 * dashboard's results older than it reads.
 */
export async function purgeOrphanCounts(db: Executor) {
  await db.execute(sql`
    delete from comment_result_counts
     where slot < now() - make_interval(days => ${RESULTS_KEPT_DAYS})
        or not exists (select 1 from users u where u.id = user_id)`);
  await db.execute(sql`
    delete from comment_result_changes c
     where not exists (select 1 from users u where u.id = c.user_id)`);
  await db.execute(sql`
    delete from batch_counts c where not exists (select 1 from batches b where b.id = c.batch_id)`);
  await db.execute(sql`
    delete from batch_count_changes c
     where not exists (select 1 from batches b where b.id = c.batch_id)`);
  await db.execute(sql`
    delete from batch_visibility_counts c
     where not exists (select 1 from batches b where b.id = c.batch_id)`);
  await db.execute(sql`
    delete from batch_visibility_changes c
     where not exists (select 1 from batches b where b.id = c.batch_id)`);
  await db.execute(sql`
    delete from video_counts c where not exists (select 1 from users u where u.id = c.user_id)`);
  await db.execute(sql`
    delete from video_count_changes c
     where not exists (select 1 from users u where u.id = c.user_id)`);
}
