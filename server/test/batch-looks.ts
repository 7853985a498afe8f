import type pg from 'pg';
import type { BatchLooks } from '../visibility/visibility.repository';

/**
 * How a batch's posted comments fared, counted from them and their looks the slow way (as a
 * batch's progress did before migration 0028): what its tallies must agree with, and what the
 * benchmark compares them to.
 */
export async function countedLooks(pool: pg.Pool, batchId: string) {
  const { rows } = await pool.query<BatchLooks>(
    `select
       count(*) filter (where c.visibility in ('visible', 'notVisible', 'removed'))::int as looked,
       count(*) filter (where c.visibility = 'visible')::int as visible,
       count(*) filter (where c.visibility = 'notVisible')::int as "notVisible",
       count(d.visibility)::int as "dayLooked",
       count(*) filter (where d.visibility = 'visible')::int as "dayVisible"
     from comments c
     left join lateral (
       select l.visibility from comment_looks l
        where l.comment_id = c.id and l.checked_at >= c.posted_at + interval '24 hours'
          and l.visibility in ('visible', 'notVisible', 'removed')
        order by l.checked_at limit 1) d on true
     where c.batch_id = $1 and c.status = 'posted'`,
    [batchId],
  );
  return rows[0]!;
}
