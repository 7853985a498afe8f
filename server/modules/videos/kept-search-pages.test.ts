import { describe, expect, it } from 'vitest';
import { purgeExpired } from '@server/housekeeping';
import { searchPages } from '@server/metrics/process-metrics';
import { sender } from '@server/test/api-request';
import { register } from '@server/test/scenario';
import { useTestApp } from '@server/test/use-test-app';
import { saveNumberedVideos } from './videos.test-helpers';

// docs/performance.md §5: a search's page kept in the process, answered again only while no video
// of the workspace has changed since it was read.
const t = useTestApp();
const send = sender(t);

/** How many search pages came from what was kept, and how many were read, so far. */
async function sources() {
  const { values } = await searchPages.get();
  const of = (source: string) => values.find((v) => v.labels.source === source)?.value ?? 0;
  return { kept: of('kept'), read: of('read') };
}

type Page = { items: { title: string; sentCount: number }[]; total: number };

/** The titles of page 3 of "12" among videos sent none: a search no index narrows (a walk). */
async function twelve(cookie: string) {
  const page = (await send('GET', '/api/videos?search=12&sent=none&page=3', cookie)).json<Page>();
  return { titles: page.items.map((video) => video.title), total: page.total };
}

/** The titles the database itself finds for page 3 of "12" among videos sent none. */
async function truth(workspaceId: string) {
  const { rows } = await t.pool.query<{ title: string }>(
    `select title from videos where workspace_id = $1 and sent_count = 0 and title ilike '%12%'
      order by display_order, created_at desc, id offset 100 limit 50`,
    [workspaceId],
  );
  return rows.map((row) => row.title);
}

async function team() {
  const person = await register(t, 'kept');
  await saveNumberedVideos(t.pool, person.workspaceId, 3000);
  // Only titles match "12": no channel's name has it.
  await t.pool.query(`update videos set channel_title = 'Channel' where workspace_id = $1`, [
    person.workspaceId,
  ]);
  await t.pool.query('vacuum analyze videos');
  return person;
}

describe('a kept search page', () => {
  it('answers the same page again without reading the videos, until one of them changes', async () => {
    const { cookie, workspaceId } = await team();
    const before = await sources();
    const first = await twelve(cookie);
    expect(first.titles).toEqual(await truth(workspaceId));
    expect(await twelve(cookie)).toEqual(first);
    expect(await sources()).toEqual({ kept: before.kept + 1, read: before.read + 1 });

    // Each kind of change to a video of the page is seen at once: its title, its sent count, its
    // place in the order, its removal.
    const [a, b, c, d] = first.titles;
    const changes = [
      `update videos set title = 'Video Number 7' where title = '${a}'`,
      `update videos set sent_count = 1 where title = '${b}'`,
      `update videos set display_order = -1 where title = '${c}'`,
      `delete from videos where title = '${d}'`,
    ];
    for (const change of changes) {
      await t.pool.query(`${change} and workspace_id = $1`, [workspaceId]);
      const now = await twelve(cookie);
      expect(now.titles, change).toEqual(await truth(workspaceId));
      expect(now.titles, change).not.toEqual(first.titles);
      first.titles = now.titles;
    }
    // Another workspace's change leaves this one's page kept.
    const other = await register(t, 'other');
    await saveNumberedVideos(t.pool, other.workspaceId, 10);
    const kept = (await sources()).kept;
    await twelve(cookie);
    expect((await sources()).kept).toBe(kept + 1);
  });

  it('reads again after a change whose transaction began before the page was read and ended after', async () => {
    const { cookie, workspaceId } = await team();
    const first = await truth(workspaceId);
    const moved = first[10]!;
    const writer = await t.pool.connect();
    try {
      // The change is made, not yet committed, when the page is read and kept...
      await writer.query('begin');
      await writer.query(
        `update videos set title = 'Video Number 7' where workspace_id = $1 and title = $2`,
        [workspaceId, moved],
      );
      // ...and a later transaction commits first: the order of commits is not the order of ids.
      await t.pool.query(
        `update videos set category_id = null where workspace_id = $1 and title = 'Video Number 5'`,
        [workspaceId],
      );
      const read = await twelve(cookie);
      expect(read.titles).toContain(moved);
      await writer.query('commit');
    } catch (error) {
      await writer.query('rollback');
      throw error;
    } finally {
      writer.release();
    }
    const after = await twelve(cookie);
    expect(after.titles).not.toContain(moved);
    expect(after.titles).toEqual(await truth(workspaceId));
  });

  it('trusts no page read before housekeeping removed the lines it would need, and keeps them few', async () => {
    const { cookie, workspaceId } = await team();
    await twelve(cookie);
    await t.pool.query(
      `update videos set title = title where workspace_id = $1 and title = 'Video Number 9'`,
      [workspaceId],
    );
    await purgeExpired(t.db);
    // Every line of a transaction older than the horizon is gone (the horizon is the oldest
    // transaction still open then, in this database's whole cluster: another test's may be).
    const { rows } = await t.pool.query<{ n: number; below: string }>(
      `select count(*)::int as n, (select below::text from video_changes_horizon) as below
         from video_changes where xid < (select below from video_changes_horizon)`,
    );
    expect(rows[0]).toMatchObject({ n: 0 });
    expect(BigInt(rows[0]!.below)).toBeGreaterThan(0n);
    const before = await sources();
    await twelve(cookie);
    expect((await sources()).read).toBe(before.read + 1);
  });
});
