import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { Db } from '@server/db/database';
import { register } from '@server/test/scenario';
import { countStatements } from '@server/test/statements-sent';
import { useTestApp } from '@server/test/use-test-app';
import type { VideoFilter } from './video-page.repository';
import { PAGE_SIZE, readPage } from './videos.test-helpers';

const t = useTestApp();

/** 3,000 videos, one in three in a category and one in four with a comment sent to it. */
async function collection() {
  const { workspaceId } = await register(t, 'statements');
  const { rows } = await t.pool.query<{ id: string }>(
    `insert into categories (workspace_id, kind, name) values ($1, 'video', 'Cooking') returning id`,
    [workspaceId],
  );
  const category = rows[0]!.id;
  await t.pool.query(
    `insert into videos (workspace_id, video_id, title, display_order, category_id, sent_count)
     select $1, 'q' || lpad(i::text, 10, '0'), 'Video number ' || i, i,
            case when i % 3 = 0 then $2::uuid end, case when i % 4 = 0 then 1 else 0 end
       from generate_series(1, 3000) as i`,
    [workspaceId, category],
  );
  return { workspaceId, category };
}

/** The page as a plain walk over the filtered list finds it, and the filter's total. */
async function walked(workspaceId: string, where: string, page: number) {
  const { rows } = await t.pool.query<{ id: string; total: number }>(
    `select id, (count(*) over ())::int as total from videos where workspace_id = $1 and ${where}
      order by display_order, created_at desc, id`,
    [workspaceId],
  );
  const ids = rows.map((row) => row.id).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return { ids, total: rows[0]?.total ?? 0 };
}

describe('a page of videos', () => {
  it('is one statement: its total, its walk and its JSON; a deep page two (docs/performance.md §5)', async () => {
    const { workspaceId, category } = await collection();
    const client = await t.pool.connect();
    try {
      const db = drizzle(client) as unknown as Db;
      const statements = countStatements(client);
      const read = async (filter: VideoFilter, page: number) => {
        statements.sent = 0;
        const found = await readPage(db, workspaceId, filter, page);
        return { ...found, sent: statements.sent };
      };
      const cases: [VideoFilter, string, number][] = [
        [{}, 'true', 3],
        [{ category }, `category_id = '${category}'`, 2],
        [{ sentMin: 1 }, 'sent_count >= 1', 5],
        [{ category: 'none', sentMax: 0 }, 'category_id is null and sent_count = 0', 4],
        [{ search: 'number 12' }, "title ilike '%number 12%'", 2],
      ];
      for (const [filter, where, page] of cases) {
        const label = JSON.stringify(filter);
        const expected = await walked(workspaceId, where, page);
        const found = await read(filter, page);
        expect(found.ids, label).toEqual(expected.ids);
        expect(found.ids, label).toHaveLength(PAGE_SIZE);
        expect(found.total, label).toBe(expected.total);
        expect(found.sent, label).toBe(1);
      }
      // Past the end: no videos, the total still true.
      const past = await read({ category }, 30);
      expect(past).toEqual({ ids: [], total: 1000, sent: 1 });
      // A deep page of the whole list reads its total first (which end it is walked from), then
      // walks with its JSON; read again, it walks on from its mark, in the same two.
      for (const time of ['first', 'again']) {
        const deep = await read({}, 30);
        expect(deep.ids, time).toEqual((await walked(workspaceId, 'true', 30)).ids);
        expect(deep.sent, time).toBe(2);
      }
    } finally {
      client.release();
    }
  });
});
