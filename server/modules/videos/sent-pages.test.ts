import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { Db } from '@server/db/database';
import { indexEntriesRead } from '@server/test/rows-read';
import { register } from '@server/test/scenario';
import { useTestApp } from '@server/test/use-test-app';
import type { VideoFilter } from './video-page.repository';
import { PAGE_SIZE, readPage } from './videos.test-helpers';

const t = useTestApp();

/**
 * 10,000 videos, one in ten with comments sent to it (one, two or three), as a collection looks
 * after a few batches; its pages known to be all visible, as autovacuum leaves them.
 */
async function collection() {
  const { workspaceId } = await register(t, 'sent');
  await t.pool.query(
    `insert into videos (workspace_id, video_id, title, display_order, sent_count)
     select $1, 's' || lpad(i::text, 10, '0'), 'Video ' || i, i,
            case when i % 10 = 0 then 1 + (i / 10) % 3 else 0 end
       from generate_series(1, 10000) as i`,
    [workspaceId],
  );
  await t.pool.query('vacuum analyze videos');
  return workspaceId;
}

/** The page as a plain walk over the filtered list finds it. */
async function walked(workspaceId: string, sentMin: number, sentMax: number, page: number) {
  const { rows } = await t.pool.query<{ id: string }>(
    `select id from videos where workspace_id = $1 and sent_count between $2 and $3
      order by display_order, created_at desc, id offset $4 limit $5`,
    [workspaceId, sentMin, sentMax, (page - 1) * PAGE_SIZE, PAGE_SIZE],
  );
  return rows.map((row) => row.id);
}

describe('pages of the videos that had comments sent', () => {
  it('walk the order of those videos alone (migration 0030), not every video before the page', async () => {
    const workspaceId = await collection();
    const client = await t.pool.connect();
    try {
      const db = drizzle(client) as unknown as Db;
      const read = async (filter: VideoFilter, page: number) => {
        const before = await indexEntriesRead(client, 'videos');
        const found = await readPage(db, workspaceId, filter, page);
        return { ...found, entries: (await indexEntriesRead(client, 'videos')) - before };
      };
      // "Any": 1,000 videos, page 10 is the middle. Walked over the whole order it read 5,050
      // entries (nine in ten with nothing sent); over those videos alone, about 500.
      const any = await read({ sentMin: 1 }, 10);
      expect(any.ids).toEqual(await walked(workspaceId, 1, 1_000_000, 10));
      expect(any.total).toBe(1000);
      expect(any.entries).toBeLessThan(700);
      // Two or three: 667 videos, page 6 of 14 from the start.
      const range = await read({ sentMin: 2, sentMax: 3 }, 6);
      expect(range.ids).toEqual(await walked(workspaceId, 2, 3, 6));
      expect(range.total).toBe(667);
      expect(range.entries).toBeLessThan(700);
      // The last page, from the end, is partial.
      const last = await read({ sentMin: 2, sentMax: 3 }, 14);
      expect(last.ids).toEqual(await walked(workspaceId, 2, 3, 14));
      expect(last.ids).toHaveLength(17);
    } finally {
      client.release();
    }
  });
});
