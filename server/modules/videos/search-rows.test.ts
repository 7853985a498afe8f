import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { Db } from '@server/db/database';
import { register } from '@server/test/scenario';
import { countStatements } from '@server/test/statements-sent';
import { useTestApp } from '@server/test/use-test-app';
import { readPage, saveNumberedVideos } from './videos.test-helpers';
import { WALK_COUNT_ROWS } from './walk-search.repository';

const t = useTestApp();

/** Ids of the workspace's videos whose title or channel name has `search` in any case, in order. */
async function matching(workspaceId: string, search: string) {
  const { rows } = await t.pool.query<{ id: string }>(
    `select id from videos
      where workspace_id = $1 and (title ilike '%' || $2 || '%' or channel_title ilike '%' || $2 || '%')
      order by display_order, created_at desc, id`,
    [workspaceId, search],
  );
  return rows.map((row) => row.id);
}

describe('a search', () => {
  it('checks each row against its title and channel name as kept lower-cased (migration 0032)', async () => {
    const { workspaceId } = await register(t, 'lowered');
    await saveNumberedVideos(t.pool, workspaceId, 20_000);
    await t.pool.query(`update videos set channel_title = 'NUMBER 19 Studio' where title = $1`, [
      'Video Number 7',
    ]);
    await t.pool.query('vacuum analyze videos'); // as autovacuum leaves a table after a bulk write
    const client = await t.pool.connect();
    try {
      const db = drizzle(client) as unknown as Db;
      const statements = countStatements(client);
      // The pieces the service asks the indexes for here (videos.routes.test.ts checks that).
      const many = { search: 'nUmBeR 19', searchPieces: { title: ' 19', channelTitle: 'number ' } };
      const page = await readPage(db, workspaceId, many, 1);
      expect(page.ids).toEqual((await matching(workspaceId, 'number 19')).slice(0, 50));
      // 1,112 match (19, 190–199, 1900–1999, 19000–19999, video 7's channel): counted to its bound.
      expect(page.total).toBe(300);

      // Found through the indexes on the kept text; no row's title or channel name is lower-cased
      // as it is checked (ILIKE did, and the whole search's check did again).
      const few = {
        search: 'nUmBeR 12345',
        searchPieces: { title: ' 12345', channelTitle: 'number ' },
      };
      expect((await readPage(db, workspaceId, few, 1)).ids).toEqual(
        await matching(workspaceId, 'number 12345'),
      );
      const sent = statements.last!;
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (verbose, costs off) ${sent.text}`,
        sent.values,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toContain('videos_title_lower_trgm_idx');
      expect(plan).toContain('videos_channel_title_lower_trgm_idx');
      // The whole search checked by LIKE under "C" (no index answers that), once lowered.
      expect(plan).toMatch(/\(videos\.title_lower\)::text ~~ \(InitPlan \d+\)/);
      expect(plan).not.toMatch(/lower\((videos\.)?(title|channel_title)\)|~~\*/);

      // Nothing the indexes can narrow ("12" has no trigram): the list is walked in its order and
      // each row checked, up to the page's bound, the same videos found.
      const walked = await readPage(db, workspaceId, { search: '12', searchPieces: 'walk' }, 3);
      const twelves = await matching(workspaceId, '12');
      expect(walked.ids).toEqual(twelves.slice(100, 150));
      // Counted over the `WALK_COUNT_ROWS` videos past the page, and said to be more.
      const pageEnd = twelves[149]!;
      const { rows: past } = await t.pool.query<{ n: number }>(
        `select count(*)::int as n from (
           select title ilike '%12%' or channel_title ilike '%12%' as hit from videos
            where workspace_id = $1 and display_order > (select display_order from videos where id = $2)
            order by display_order limit $3) s where hit`,
        [workspaceId, pageEnd, WALK_COUNT_ROWS],
      );
      expect(walked.total).toBe(150 + past[0]!.n - 1);
      const walk = await client.query<{ 'QUERY PLAN': string }>(
        `explain (costs off) ${statements.last!.text}`,
        statements.last!.values,
      );
      const walkPlan = walk.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(walkPlan).toContain('videos_workspace_order_idx');
      expect(walkPlan).not.toContain('trgm');

      // A title the platform renames is searched by its new name, at once.
      await t.pool.query(`update videos set title = 'Renamed: NUMBER 1999' where title = $1`, [
        'Video Number 1999',
      ]);
      const renamed = await readPage(db, workspaceId, { search: 'renamed: number' }, 1);
      expect(renamed.ids).toEqual(await matching(workspaceId, 'Renamed: NUMBER 1999'));
      expect(renamed.ids).toHaveLength(1);
    } finally {
      client.release();
    }
  });

  it("takes a search's %, _ and \\ as themselves, walked or found through the indexes", async () => {
    const { workspaceId } = await register(t, 'wildcards');
    const titles = [
      'Sale 50% off',
      'Sale 50x off',
      'a_b test',
      'axb test',
      'back\\slash',
      'backslash',
    ];
    await t.pool.query(
      `insert into videos (workspace_id, video_id, title, channel_title, display_order)
       select $1, 'w' || n, title, 'Channel', n from unnest($2::text[]) with ordinality as t(title, n)`,
      [workspaceId, titles],
    );
    const db = drizzle(t.pool) as unknown as Db;
    const titlesFound = async (search: string, searchPieces?: 'walk') => {
      const page = await readPage(db, workspaceId, { search, searchPieces }, 1);
      const { rows } = await t.pool.query<{ title: string }>(
        'select title from videos where id = any($1::uuid[]) order by display_order',
        [page.ids],
      );
      return rows.map((row) => row.title);
    };
    // Walked: no index narrows a fragment this short.
    expect(await titlesFound('0%', 'walk')).toEqual(['Sale 50% off']);
    expect(await titlesFound('a_b', 'walk')).toEqual(['a_b test']);
    expect(await titlesFound('k\\s', 'walk')).toEqual(['back\\slash']);
    // Through the trigram indexes.
    expect(await titlesFound('sale 50% off')).toEqual(['Sale 50% off']);
  });
});
