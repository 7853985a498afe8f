import type { Pool } from 'pg';

/** Comments waiting on each busy channel: 1,000 channels make one batch of 100,000. */
export const QUEUE_PER_CHANNEL = 100;

/**
 * More channels like the workspace's first connected one (its grant, a channel id of their own),
 * all of which posted an hour ago: what a claim has to pass over. Numbered from `from` to `to`.
 */
export async function addChannels(pool: Pool, workspaceId: string, from: number, to: number) {
  await pool.query(
    `insert into accounts (workspace_id, credential_id, channel_id, channel_title, email, status,
                           access_token_sealed, refresh_token_sealed, token_expires_at,
                           granted_at, next_post_at)
     select workspace_id, credential_id, 'UCclaim' || lpad(i::text, 7, '0'), 'Channel ' || i, email,
            'active', access_token_sealed, refresh_token_sealed, token_expires_at, granted_at,
            now() - interval '1 hour'
       from accounts, generate_series($2::int, $3::int) as i
      where id = (select id from accounts where workspace_id = $1 order by created_at, id limit 1)`,
    [workspaceId, from, to],
  );
}

/**
 * Makes the channels numbered `from` to `to` busy on the running batch: QUEUE_PER_CHANNEL
 * comments each, all due, in the batch's round-robin order; each sent in the last minute and
 * every other one paced for up to a minute more, as a posting batch leaves its channels.
 */
export async function queueOn(pool: Pool, batchId: string, from: number, to: number) {
  await pool.query(
    `insert into comments (workspace_id, batch_id, account_id, channel_title, video_id, content,
                           status, position, next_attempt_at)
     select a.workspace_id, $1, a.id, a.channel_title, 'vid' || lpad(j::text, 8, '0'),
            'Queued comment ' || j, 'pending', (j - 1) * 1000 + n, now() - interval '10 minutes'
       from accounts a
       cross join lateral (select substr(a.channel_id, 8)::int as n) numbered
       cross join generate_series(1, ${QUEUE_PER_CHANNEL}) as j
      where a.channel_id between 'UCclaim' || lpad($2::text, 7, '0')
                             and 'UCclaim' || lpad($3::text, 7, '0')`,
    [batchId, from, to],
  );
  // Each sent within the last minute; every other one still paced.
  await pool.query(
    `update accounts
        set last_send_at = now() - make_interval(secs => substr(channel_id, 8)::int % 60),
            next_post_at = case when substr(channel_id, 8)::int % 2 = 1
                                then now() + make_interval(secs => substr(channel_id, 8)::int % 60)
                                else next_post_at end
      where channel_id between 'UCclaim' || lpad($1::text, 7, '0')
                           and 'UCclaim' || lpad($2::text, 7, '0')`,
    [from, to],
  );
}

/** The one batch every busy channel posts: running, 100,000 comments once all are queued. */
export async function runningBatch(pool: Pool, workspaceId: string) {
  const { rows } = await pool.query<{ id: string }>(
    `insert into batches (workspace_id, mode, total, status) values ($1, 'single', 100000, 'running')
     returning id`,
    [workspaceId],
  );
  return rows[0]!.id;
}

/** Four sends in flight (every slot of one worker taken), on the first busy channels. */
export async function sendsInFlight(pool: Pool, batchId: string) {
  await pool.query(
    `update comments set status = 'posting', attempts = 1, attempt_started_at = now(),
                         lease_until = now() + interval '1 minute'
      where id in (select id from comments where batch_id = $1 and status = 'pending'
                    order by position limit 4)`,
    [batchId],
  );
}

/** The workspace's pacing and daily cap per channel. */
export async function postingSettings(
  pool: Pool,
  workspaceId: string,
  pacingSeconds: number,
  dailyCap: number,
) {
  await pool.query(
    `insert into workspace_settings (workspace_id, pacing_seconds, daily_cap_per_channel) values ($1, $2, $3)
     on conflict (workspace_id) do update
       set pacing_seconds = excluded.pacing_seconds,
           daily_cap_per_channel = excluded.daily_cap_per_channel`,
    [workspaceId, pacingSeconds, dailyCap],
  );
}
