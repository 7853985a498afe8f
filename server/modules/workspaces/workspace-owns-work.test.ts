import { describe, expect, it } from 'vitest';
import { useMigratingDatabase } from './migrating-database.test-helpers';

/*
 * Migration 0043 on a database filled as people used it before: two people's work under their
 * user ids, the counts the triggers kept, their notifications and sessions. After it, every row is
 * where it was, under the person's personal workspace, which only they are a member of.
 * workspace-migration-fill.test.ts does the same on what the demo and the benchmarks wrote.
 */

const database = useMigratingDatabase(42);
const { census, migrateUpTo } = database;

/** Each person's work as 0042 kept it: under user_id, in every table that holds work. */
const FILL = `
  insert into users (email, full_name) values ('ada@example.com', 'Ada'), ('bob@example.com', 'Bob');
  insert into categories (user_id, kind, name)
    select id, kind, kind || ' of ' || email from users, (values ('video'), ('comment')) k(kind);
  insert into credentials (user_id, name, client_id, client_secret_sealed)
    select id, 'Mine', 'client-' || email, 'sealed' from users;
  insert into accounts (user_id, credential_id, channel_id, email, channel_title, status)
    select u.id, c.id, 'UC' || u.email || n, u.email, 'Channel ' || n, 'active'
      from users u join credentials c on c.user_id = u.id, generate_series(1, 3) n;
  insert into videos (user_id, video_id, title, display_order, category_id)
    select u.id, 'v' || n, 'Video number ' || n || ' of ' || u.email, -n,
           case when n % 3 = 0 then k.id end
      from users u join categories k on k.user_id = u.id and k.kind = 'video',
           generate_series(1, 300) n;
  insert into comment_templates (user_id, content, category_id)
    select u.id, 'Thanks ' || n, k.id
      from users u join categories k on k.user_id = u.id and k.kind = 'comment',
           generate_series(1, 20) n;
  insert into batches (user_id, mode, status, total)
    select id, 'single', 'done', 100 from users, generate_series(1, 2);
  insert into comments (user_id, batch_id, account_id, video_id, content, status, posted_at,
                        platform_comment_id, channel_title)
    select b.user_id, b.id, a.id, 'v' || n, 'Thanks ' || n,
           case when n % 4 = 0 then 'failed' else 'posted' end,
           case when n % 4 = 0 then null else now() - n * interval '1 minute' end,
           case when n % 4 = 0 then null else 'yt-' || b.id || n end, a.channel_title
      from batches b
      join lateral (select id, channel_title from accounts where user_id = b.user_id limit 1) a on true,
           generate_series(1, 100) n;
  insert into user_settings (user_id, pacing_seconds, daily_cap_per_channel)
    select id, 45, 80 from users;
  insert into webhooks (user_id, url, events, secret_sealed)
    select id, 'https://hooks.example.com/' || id, '{batch.finished}', 'sealed' from users;
  insert into check_keys (user_id, key_sealed) select id, 'sealed' from users;
  insert into visibility_usage (user_id, day, units) select id, '2026-11-28', 12 from users;
  insert into details_refresh_usage (user_id, day, units) select id, '2026-11-28', 3 from users;
  insert into activity_logs (user_id, type) select id, 'batch.created' from users, generate_series(1, 5);
  insert into calendar_plans (user_id, planned_at) select id, now() from users;
  insert into notifications (user_id, type, data)
    select id, 'batch.finished', '{}'::jsonb from users, generate_series(1, 4);
  insert into sessions (user_id, token_hash, expires_at)
    select id, 'hash-' || id, now() + interval '1 day' from users;
`;

describe('the work moves to personal workspaces (migration 0043)', () => {
  it('keeps every row, under its owner, and shows it to nobody else', async () => {
    const pool = database.pool();
    await pool.query(FILL);
    const before = await census();
    expect(before.counts.comments).toBe(400);
    expect(Object.keys(before.owners.videos!)).toHaveLength(2);

    await migrateUpTo(43);
    const after = await census();

    expect(after.counts).toEqual(before.counts);
    // The same rows per owner: a person's id is their personal workspace's.
    expect(after.owners).toEqual(before.owners);
    const { rows: work } = await pool.query<{ table_name: string }>(
      `select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'workspace_id'
          and table_name in (select table_name from information_schema.tables
                              where table_schema = 'public' and table_type = 'BASE TABLE')`,
    );
    expect(work.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['videos', 'comments', 'batches', 'credentials', 'webhooks']),
    );
    // Every workspace holding work is a personal one, whose only member is its person, its owner.
    const { rows: members } = await pool.query<{ workspace: string; people: string[] }>(
      `select w.id as workspace, array_agg(m.user_id || ':' || m.role) as people
         from workspaces w join workspace_members m on m.workspace_id = w.id
        group by w.id`,
    );
    for (const { workspace, people } of members) expect(people).toEqual([`${workspace}:owner`]);
    for (const owners of Object.values(after.owners)) {
      for (const owner of Object.keys(owners)) {
        expect(members.map((row) => row.workspace)).toContain(owner);
      }
    }

    // What the database computes works on the new names: a comment posted now counts at once.
    const { rows: ada } = await pool.query<{ id: string }>(
      `select id from users where email = 'ada@example.com'`,
    );
    const sent = async () =>
      (
        await pool.query<{ n: number }>(
          `select sent_count as n from videos where workspace_id = $1 and video_id = 'v7'`,
          [ada[0]!.id],
        )
      ).rows[0]!.n;
    const was = await sent();
    await pool.query(
      `insert into comments (workspace_id, video_id, content, status, posted_at, platform_comment_id)
       values ($1, 'v7', 'Once more', 'posted', now(), 'yt-again')`,
      [ada[0]!.id],
    );
    expect(await sent()).toBe(was + 1);
    const { rows: json } = await pool.query<{ items: string }>(
      `select videos_json($1, array(select id from videos where workspace_id = $1 and video_id = 'v7'), false) as items`,
      [ada[0]!.id],
    );
    expect(JSON.parse(`[${json[0]!.items}]`)).toMatchObject([
      { videoId: 'v7', sentCount: was + 1 },
    ]);

    // A person deleted takes their workspace and its work with them; the other keeps theirs.
    await pool.query(`delete from users where email = 'bob@example.com'`);
    const left = await pool.query<{ n: number }>(
      `select count(distinct workspace_id)::int as n from videos`,
    );
    expect(left.rows[0]!.n).toBe(1);
  });
});
