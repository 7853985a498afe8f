import type { Pool } from 'pg';

/**
 * The claim as it was before migration 0040, for the side-by-side row: every active channel
 * walked, each one's first due comment looked up, the earliest taken. Its conditions as they
 * were, its grant columns left out (they are read from the one row taken).
 */
const CLAIM_BEFORE = `
  select c.id, c.workspace_id as "workspaceId" from accounts a
    join lateral (
      select d.id from comments d
        join batches b on b.id = d.batch_id
       where d.account_id = a.id and d.status = 'pending' and d.batch_id is not null
         and d.next_attempt_at <= now()
         and b.status in ('scheduled', 'queued', 'running')
         and (b.start_at is null or b.start_at <= now()) and not b.ready_waiting
       order by d.next_attempt_at, d.position
       limit 1) due on true
    join comments c on c.id = due.id
    left join credentials cr on cr.id = a.credential_id and cr.workspace_id = a.workspace_id
    left join workspace_settings s on s.workspace_id = a.workspace_id
   where a.status = 'active' and not a.posting_paused
     and (a.next_post_at is null or a.next_post_at <= now())
     and (a.window_opens_at is null or a.window_opens_at <= now())
     and not exists (select 1 from comments o
                      where o.account_id = a.id and o.status in ('posting', 'verifying'))
     and not coalesce(s.pause_all, false)
     and c.status = 'pending' and c.next_attempt_at <= now()
   order by c.next_attempt_at, c.position
   limit 1
     for update of c, a skip locked`;

/** One claim the old way, in a transaction rolled back: the comment it takes, and whose. */
export async function claimTheOldWay(pool: Pool) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: string; workspaceId: string }>(CLAIM_BEFORE);
    if (rows.length === 0) throw new Error('the old claim found nothing due');
    return rows[0]!;
  } finally {
    await client.query('rollback');
    client.release();
  }
}
