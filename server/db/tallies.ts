import { sql } from 'drizzle-orm';
import type { Executor } from './transaction';

/** Any fixed number, other than the migrations' lock. */
const FOLD_LOCK = 72_917_044;

/**
 * A family of counts kept by triggers: the changes they append, the counts those are folded
 * into (one row per key), and the row the counts belong to (they go with it; no foreign key).
 */
interface Tally {
  changes: string;
  counts: string;
  owner: { table: 'batches' | 'workspaces'; column: 'batch_id' | 'workspace_id' };
  keys: string[];
  sums: string[];
}

const ofBatch = { table: 'batches', column: 'batch_id' } as const;
const ofWorkspace = { table: 'workspaces', column: 'workspace_id' } as const;

/** Migrations 0010, 0011, 0025 and 0028. */
const TALLIES: Tally[] = [
  {
    changes: 'batch_count_changes',
    counts: 'batch_counts',
    owner: ofBatch,
    keys: ['batch_id', 'account_id', 'status'],
    sums: ['n'],
  },
  {
    changes: 'video_count_changes',
    counts: 'video_counts',
    owner: ofWorkspace,
    keys: ['workspace_id', 'category_id', 'sent_count'],
    sums: ['n'],
  },
  {
    changes: 'comment_result_changes',
    counts: 'comment_result_counts',
    owner: ofWorkspace,
    keys: ['workspace_id', 'dim', 'slot', 'status', 'account_id', 'channel_title', 'template_id'],
    sums: ['n', 'checked', 'visible', 'likes', 'replies'],
  },
  {
    changes: 'batch_visibility_changes',
    counts: 'batch_visibility_counts',
    owner: ofBatch,
    keys: ['batch_id', 'visibility', 'day_visibility'],
    sums: ['n'],
  },
];

/** The oldest `max` changes of a tally moved into its counts, summed by key: one statement. */
function foldTally(tx: Executor, t: Tally, max: number) {
  const columns = [...t.keys, ...t.sums].join(', ');
  const positions = t.keys.map((_, i) => i + 1).join(', ');
  return tx.execute(sql`
    with moved as (
      delete from ${sql.raw(t.changes)}
       where id in (select id from ${sql.raw(t.changes)} order by id limit ${max})
      returning ${sql.raw(columns)})
    insert into ${sql.raw(t.counts)} as c (${sql.raw(columns)})
    select ${sql.raw(t.keys.map((k) => `m.${k}`).join(', '))},
           ${sql.raw(t.sums.map((n) => `sum(m.${n})::int`).join(', '))}
      from moved m join ${sql.raw(t.owner.table)} o on o.id = m.${sql.raw(t.owner.column)}
     group by ${sql.raw(positions)}
     order by ${sql.raw(positions)}
    on conflict (${sql.raw(t.keys.join(', '))})
    do update set ${sql.raw(t.sums.map((n) => `${n} = c.${n} + excluded.${n}`).join(', '))}`);
}

/** True when a fold has something to do (an SQL condition, read without a lock). */
export const FOLD_PENDING = [...TALLIES.map((t) => t.changes), 'video_sent_recounts']
  .map((table) => `exists (select 1 from ${table})`)
  .join(' or ');

/**
 * Folds the count changes the triggers appended into their counts (`TALLIES`), and recounts the
 * sent counts a comment could not reach (0013): one statement each, in one transaction, by one
 * process at a time (an advisory lock; another skips its turn). Changes of batches or workspaces
 * since deleted go. Nothing here waits on a row lock: the count tables have no foreign keys and
 * only this writes them.
 */
export async function foldCountChanges(db: Executor, max = 50_000) {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as ok`,
    );
    if (!lock.rows[0]?.ok) return 0;
    let folded = 0;
    for (const tally of TALLIES) folded += (await foldTally(tx, tally, max)).rowCount ?? 0;
    return folded + (await recountSentCounts(tx));
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
      select id, workspace_id, video_id, noted_at from video_sent_recounts order by id limit 1000),
    seen as (
      select v.id, v.workspace_id, v.video_id,
             (select count(*)::int from comments c
               where c.workspace_id = v.workspace_id and c.video_id = v.video_id and c.status = 'posted')
             - v.sent_count as delta
        from videos v join (select distinct workspace_id, video_id from due) d
          on v.workspace_id = d.workspace_id and v.video_id = d.video_id),
    locked as (
      select v.id from videos v join seen s on s.id = v.id for update of v skip locked),
    fixed as (
      update videos v set sent_count = v.sent_count + s.delta
        from seen s join locked l on l.id = s.id
       where v.id = s.id and s.delta <> 0)
    delete from video_sent_recounts r using due
     where r.id = due.id
       and (exists (select 1 from seen s join locked l on l.id = s.id
                     where s.workspace_id = due.workspace_id and s.video_id = due.video_id)
            or (due.noted_at < now() - interval '10 minutes'
                and not exists (select 1 from seen s
                                 where s.workspace_id = due.workspace_id and s.video_id = due.video_id)))`);
  return result.rowCount ?? 0;
}

/** How far back the dashboard's results are kept (it reads 14 days: docs/performance.md §5). */
const RESULTS_KEPT_DAYS = 15;

/**
 * The counts of batches and workspaces deleted since (the count tables have no foreign keys), and
 * the dashboard's results older than it reads.
 */
export async function purgeOrphanCounts(db: Executor) {
  await db.execute(sql`
    delete from comment_result_counts
     where slot < now() - make_interval(days => ${RESULTS_KEPT_DAYS})`);
  for (const { changes, counts, owner } of TALLIES) {
    for (const table of [counts, changes]) {
      await db.execute(sql`
        delete from ${sql.raw(table)} c
         where not exists (select 1 from ${sql.raw(owner.table)} o
                            where o.id = c.${sql.raw(owner.column)})`);
    }
  }
}
