import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { Db } from '@server/db/database';
import { createSearchIndexUpkeep } from '@server/housekeeping';
import { createLogger } from '@server/logger';
import { register } from '@server/test/scenario';
import { useTestApp } from '@server/test/use-test-app';
import { REBUILD_LOCK_ID, rebuildWornSearchIndexes } from './search-index-upkeep';
import { readPage, saveNumberedVideos } from './videos.test-helpers';

const t = useTestApp({ reset: ['users', 'quota_usage', 'search_index_rebuilds'] });
const TITLE_INDEX = 'videos_title_lower_trgm_idx';

/** 20,000 saved videos, the table's write statistics counted from here. */
async function collection() {
  const { workspaceId } = await register(t, 'upkeep');
  await saveNumberedVideos(t.pool, workspaceId, 20_000);
  await t.pool.query('vacuum analyze videos');
  await t.pool.query(`select pg_stat_reset_single_table_counters('videos'::regclass)`);
  return workspaceId;
}

/** Every video moved to a category, as selecting them all and choosing one does. */
async function moveAllToCategory(workspaceId: string) {
  const client = await t.pool.connect();
  try {
    await client.query(
      `with made as (insert into categories (workspace_id, kind, name) values ($1, 'video', 'All')
                     returning id)
       update videos set category_id = made.id from made where videos.workspace_id = $1`,
      [workspaceId],
    );
    await client.query('select pg_stat_force_next_flush()');
  } finally {
    client.release();
  }
  await t.pool.query('vacuum videos');
  // Statistics reach other connections once the writer has sent them.
  for (let waited = 0; ; waited += 50) {
    const { rows } = await t.pool.query<{ n: string }>(
      `select n_tup_upd - n_tup_hot_upd as n from pg_stat_user_tables where relname = 'videos'`,
    );
    if (Number(rows[0]?.n) >= 20_000) return;
    if (waited > 10_000) throw new Error('the updates never reached the statistics');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const indexFile = async () =>
  (
    await t.pool.query<{ file: string; bytes: string }>(
      `select pg_relation_filenode($1::regclass)::text as file,
              pg_relation_size($1::regclass)::text as bytes`,
      [TITLE_INDEX],
    )
  ).rows[0]!;

const unfinished = async () =>
  (
    await t.pool.query<{ name: string }>(
      `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = 'videos'::regclass and not i.indisvalid`,
    )
  ).rows.map((row) => row.name);

/**
 * Whether a session of this database holds the rebuild's advisory lock (one bigint key: its low
 * half is `objid`; other tests' databases have locks of their own).
 */
const lockHeld = async () =>
  (
    await t.pool.query(
      `select 1 from pg_locks l join pg_database d on d.oid = l.database
        where d.datname = current_database() and l.locktype = 'advisory'
          and l.objid = $1 and l.granted`,
      [REBUILD_LOCK_ID],
    )
  ).rows.length > 0;

describe('the search indexes', () => {
  it('are rebuilt once the rows have been written again as often as there are rows, not before', async () => {
    const workspaceId = await collection();
    expect(await rebuildWornSearchIndexes(t.pool)).toBe(false); // written once, by the import
    await moveAllToCategory(workspaceId);
    // Every row's trigrams were put in again beside its old ones: built anew, the index is far
    // smaller (100,000 videos: 10.6 MB worn, 3.2 MB built, the lookup 0.52 ms then 0.11).
    const worn = await indexFile();
    expect(await rebuildWornSearchIndexes(t.pool)).toBe(true);
    const rebuilt = await indexFile();
    expect(rebuilt.file).not.toBe(worn.file);
    expect(Number(rebuilt.bytes)).toBeLessThan(Number(worn.bytes) / 2);
    // Not again until as many rows are written again.
    expect(await rebuildWornSearchIndexes(t.pool)).toBe(false);
    expect((await indexFile()).file).toBe(rebuilt.file);

    // Searches find what they found.
    const db = drizzle(t.pool) as unknown as Db;
    const page = await readPage(db, workspaceId, { search: 'NUMBER 1999' }, 1);
    expect(page.total).toBe(11);
    expect(await unfinished()).toEqual([]);
  });

  it('are rebuilt by one process at a time, and a rebuild cut short is cleared away by the next', async () => {
    const workspaceId = await collection();
    await moveAllToCategory(workspaceId);
    const worn = await indexFile();

    // Another process holds the rebuild's lock: this one leaves it to that one.
    const other = await t.pool.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [REBUILD_LOCK_ID]);
      expect(await rebuildWornSearchIndexes(t.pool)).toBe(false);
      await other.query('select pg_advisory_unlock($1)', [REBUILD_LOCK_ID]);
    } finally {
      other.release();
    }
    expect((await indexFile()).file).toBe(worn.file);

    // A rebuild waits for a transaction older than its new index; its connection is cut then.
    const reader = await t.pool.connect();
    try {
      await reader.query('begin isolation level repeatable read');
      await reader.query('select count(*) from videos');
      const cut = rebuildWornSearchIndexes(t.pool).then(
        () => 'finished',
        () => 'cut',
      );
      for (let waited = 0; (await unfinished()).length === 0; waited += 20) {
        if (waited > 10_000) throw new Error('the rebuild never began');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await lockHeld()).toBe(true);
      await t.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'reindex%'`,
      );
      expect(await cut).toBe('cut');
      // The cut connection's lock ends with its process, which exits just after it says so.
      for (let waited = 0; await lockHeld(); waited += 20) {
        if (waited > 10_000) throw new Error('the cut rebuild kept its lock');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await reader.query('commit');
    } finally {
      reader.release();
    }
    expect(await unfinished()).toEqual([`${TITLE_INDEX}_ccnew`]);

    expect(await rebuildWornSearchIndexes(t.pool)).toBe(true);
    expect(await unfinished()).toEqual([]);
    expect((await indexFile()).file).not.toBe(worn.file);
  });

  it('are rebuilt by their loop as it starts, without holding the start up', async () => {
    const workspaceId = await collection();
    await moveAllToCategory(workspaceId);
    const worn = await indexFile();
    const upkeep = createSearchIndexUpkeep(t.db, createLogger({ logLevel: 'silent' }), t.pool);
    try {
      const recorded = async () =>
        (await t.pool.query('select 1 from search_index_rebuilds')).rows.length > 0;
      upkeep.start();
      expect(await recorded()).toBe(false); // started while it rebuilds
      for (let waited = 0; !(await recorded()); waited += 50) {
        if (waited > 20_000) throw new Error('the indexes were never rebuilt');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await upkeep.stop();
    }
    expect((await indexFile()).file).not.toBe(worn.file);
    expect(await unfinished()).toEqual([]);
  });
});
