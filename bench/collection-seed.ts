import type { Pool } from 'pg';

/**
 * The saved collection the benchmarks read: 100,000 videos ("Video number i" from "Channel i % 50"),
 * in five categories of 20,000; 10,000 of them with comments posted on them (1 to 4 each, through
 * the comments table, as the worker would leave them). Returns one category's id.
 */
export async function seedCollection(t: { pool: Pool; userId: string }, count = 100_000) {
  await t.pool.query(
    `insert into videos (user_id, video_id, title, channel_title, display_order, view_count)
     select $1, 'v' || lpad(i::text, 10, '0'), 'Video number ' || i, 'Channel ' || (i % 50), i, i * 7
       from generate_series(1, $2::int) as i`,
    [t.userId, count],
  );
  const { rows } = await t.pool.query<{ id: string }>(
    `insert into categories (user_id, kind, name)
     select $1, 'video', 'Category ' || i from generate_series(1, 5) as i returning id`,
    [t.userId],
  );
  await t.pool.query(
    `update videos v set category_id = (array[${rows.map((_, i) => `$${i + 1}::uuid`).join(',')}])[v.display_order % 5 + 1]`,
    rows.map((r) => r.id),
  );
  await t.pool.query(
    `insert into comments (user_id, video_id, content, status, platform_comment_id, posted_at)
     select $1, v.video_id, 'Posted ' || k, 'posted', 'Ug' || v.video_id || k, now()
       from videos v, generate_series(1, 4) as k
      where v.user_id = $1 and v.display_order % 10 = 0 and k <= 1 + v.display_order % 4`,
    [t.userId],
  );
  // Autovacuum does this within a minute of a bulk write; the bench does not wait for it.
  await t.pool.query('vacuum analyze videos');
  await t.pool.query('vacuum analyze comments');
  return rows[0]!.id;
}
