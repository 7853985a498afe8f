import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { Db } from '@server/db/database';
import { indexEntriesRead } from '@server/test/rows-read';
import { sender } from '@server/test/api-request';
import { register } from '@server/test/scenario';
import { useTestApp } from '@server/test/use-test-app';
import { PAGE_SIZE, readPage } from './videos.test-helpers';

const t = useTestApp();
const send = sender(t);

/** 6,000 videos, three to a place in the order and some added in the same instant. */
async function collection(name: string) {
  const user = await register(t, name);
  await t.pool.query(
    `insert into videos (workspace_id, video_id, title, display_order, created_at)
     select $1, 'v' || lpad(i::text, 10, '0'), 'Video ' || i, i / 3,
            timestamptz '2026-11-01' - make_interval(mins => i % 2)
       from generate_series(1, 6000) as i`,
    [user.workspaceId],
  );
  return user;
}

/** The page as a plain walk over the whole list finds it. */
async function walked(workspaceId: string, page: number) {
  const { rows } = await t.pool.query<{ id: string }>(
    `select id from videos where workspace_id = $1
      order by display_order, created_at desc, id offset $2 limit $3`,
    [workspaceId, (page - 1) * PAGE_SIZE, PAGE_SIZE],
  );
  return rows.map((row) => row.id);
}

async function version(workspaceId: string) {
  const { rows } = await t.pool.query<{ version: string }>(
    'select version from video_list_versions where workspace_id = $1',
    [workspaceId],
  );
  return rows[0]?.version;
}

describe('deep pages of the whole list (docs/performance.md §5)', () => {
  it('are the pages a walk finds, through every change to the list', async () => {
    const { cookie, workspaceId } = await collection('deep');
    const shown = async (page: number) => {
      const response = await send('GET', `/api/videos?page=${page}&pageSize=${PAGE_SIZE}`, cookie);
      return response.json<{ items: { id: string }[] }>().items.map((video) => video.id);
    };
    const agree = async (pages: number[]) => {
      for (const page of pages)
        expect(await shown(page), `page ${page}`).toEqual(await walked(workspaceId, page));
    };
    // Walked to, read again, the next ones, one before any mark, and from the end.
    await agree([30, 30, 31, 33, 29, 80, 81, 80]);

    // Videos added before everything.
    const before = await version(workspaceId);
    await t.pool.query(
      `insert into videos (workspace_id, video_id, title, display_order)
       select $1, 'new' || i, 'New ' || i, -5 from generate_series(1, 7) as i`,
      [workspaceId],
    );
    expect(await version(workspaceId)).not.toBe(before);
    await agree([31, 33, 80]);
    // Videos deleted before the marks.
    await t.pool.query(
      `delete from videos where workspace_id = $1 and video_id in ('v0000000010', 'v0000001000')`,
      [workspaceId],
    );
    await agree([31, 33, 80]);
    // Videos moved from after the marks to before them.
    await t.pool.query(
      `update videos set display_order = 100 where workspace_id = $1 and display_order between 1800 and 1805`,
      [workspaceId],
    );
    await agree([31, 33, 80]);

    // A sent count or a category moves nothing: the version stays.
    const moved = await version(workspaceId);
    await t.pool.query(
      `update videos set sent_count = 2, title = 'Renamed' where workspace_id = $1 and display_order < 900`,
      [workspaceId],
    );
    expect(await version(workspaceId)).toBe(moved);
    await agree([31, 33, 80]);
  });

  it('walk on from the page before: a deep page read again reads a page of the index, not the list up to it', async () => {
    const { workspaceId } = await collection('walk');
    // As the autovacuum leaves a table after an import: its pages known to be all visible.
    await t.pool.query('vacuum analyze videos');
    const client = await t.pool.connect();
    try {
      const db = drizzle(client) as unknown as Db;
      const read = async (page: number) => {
        const before = await indexEntriesRead(client, 'videos');
        await readPage(db, workspaceId, {}, page);
        return (await indexEntriesRead(client, 'videos')) - before;
      };
      // Page 40: 1,950 entries from the start (2,000 from the end).
      expect(await read(40)).toBeGreaterThan(1900);
      expect(await read(40)).toBeLessThan(200);
      expect(await read(41)).toBeLessThan(200);
    } finally {
      client.release();
    }
  });

  it("keep no version of a deleted user's list", async () => {
    const { workspaceId } = await collection('gone');
    expect(await version(workspaceId)).toBeDefined();
    await t.pool.query('delete from users where id = $1', [workspaceId]);
    expect(await version(workspaceId)).toBeUndefined();
  });
});
