import type { Pool } from 'pg';

/**
 * The saved collection the benchmarks read: 100,000 videos ("Video number i" from "Channel i % 50"),
 * in five categories of 20,000; 10,000 of them with comments posted on them (1 or 3 each, 20,000
 * in all, through the comments table, as the worker would leave them, over the last 14 days).
 * Returns one category's id.
 */
export async function seedCollection(t: { pool: Pool; workspaceId: string }, count = 100_000) {
  await t.pool.query(
    `insert into videos (workspace_id, video_id, title, channel_title, display_order, view_count)
     select $1, 'v' || lpad(i::text, 10, '0'), 'Video number ' || i, 'Channel ' || (i % 50), i, i * 7
       from generate_series(1, $2::int) as i`,
    [t.workspaceId, count],
  );
  const { rows } = await t.pool.query<{ id: string }>(
    `insert into categories (workspace_id, kind, name)
     select $1, 'video', 'Category ' || i from generate_series(1, 5) as i returning id`,
    [t.workspaceId],
  );
  await t.pool.query(
    `update videos v set category_id = (array[${rows.map((_, i) => `$${i + 1}::uuid`).join(',')}])[v.display_order % 5 + 1]`,
    rows.map((r) => r.id),
  );
  // Ten templates; the comments, of one finished batch, spread over the last 14 days, over the
  // workspace's channels (by name alone when it has none) and the templates, some looked at, as a
  // team's fortnight leaves them.
  await t.pool.query(
    `insert into comment_templates (workspace_id, content)
     select $1, 'Template ' || i from generate_series(1, 10) as i`,
    [t.workspaceId],
  );
  await t.pool.query(
    `with channels as (select array_agg(id order by id) as ids from accounts where workspace_id = $1),
          templates as (select array_agg(id order by id) as ids from comment_templates where workspace_id = $1),
          batch as (insert into batches (workspace_id, mode, total, status)
                    values ($1, 'single', 20000, 'done') returning id)
     insert into comments (workspace_id, batch_id, video_id, content, status, platform_comment_id,
                           posted_at, account_id, channel_title, template_id, visibility,
                           like_count, reply_count)
     select $1, batch.id, v.video_id, 'Posted ' || k, 'posted', 'Ug' || v.video_id || k,
            now() - make_interval(secs => (v.display_order * 7919 + k * 104729) % (14 * 86400)),
            channels.ids[1 + (v.display_order / 10 + k) % greatest(cardinality(channels.ids), 1)],
            'Channel ' || (v.display_order / 10 + k) % 3,
            templates.ids[1 + (v.display_order / 10 * 7 + k) % 10],
            (array['visible', 'visible', 'visible', 'notVisible', 'checking'])[1 + (v.display_order / 10 + k) % 5],
            (v.display_order / 10 + k) % 9, (v.display_order / 10 + k) % 3
       from videos v, generate_series(1, 4) as k, channels, templates, batch
      where v.workspace_id = $1 and v.display_order % 10 = 0 and k <= 1 + v.display_order % 4`,
    [t.workspaceId],
  );
  // Autovacuum does this within a minute of a bulk write; the bench does not wait for it.
  await t.pool.query('vacuum analyze videos');
  await t.pool.query('vacuum analyze comments');
  return rows[0]!.id;
}
