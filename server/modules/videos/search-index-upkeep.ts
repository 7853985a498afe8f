import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * docs/performance.md §5: the trigram indexes a search asks (migration 0032) are rebuilt once the
 * table's rows have been written again as many times as it has rows. Each write of a row that is
 * not "HOT" (a sent count, a category, an order, a refresh's details: every such column is
 * indexed) puts all its trigrams in again. Measured on 100,000 videos after every row had been
 * written once: the index three times its built size, the search with many matches' lookup
 * 0.52 ms instead of 0.11, a whole-search lookup 11.7 ms instead of 0.8; PostgreSQL then takes
 * the wrong trigram to step through (its guess of how many rows a trigram has comes from its
 * pages). `REINDEX ... CONCURRENTLY` builds the index again beside the old one while the table is
 * read and written as usual.
 */
const INDEXES = ['videos_title_lower_trgm_idx', 'videos_channel_title_lower_trgm_idx'];
const TABLE = 'videos';
/** A smaller table is read quickly whatever its indexes look like. */
const REBUILD_MIN_ROWS = 10_000;
/** One process rebuilds at a time: any fixed number, not the migrations' one. */
export const REBUILD_LOCK_ID = 7_240_119;
/** A rebuild of millions of rows may take minutes: longer than a request's query may. */
const REBUILD_TIMEOUT_MS = 60 * 60_000;

interface Wear {
  rewritten: number;
  live: number;
  lastRebuild: number | null;
}

/**
 * Rows written again since statistics began (non-HOT updates and deletions, each leaving index
 * entries behind), and those there are now. Statistics start again from zero after a crash or
 * `pg_stat_reset`: a count lower than the one kept is a new start, not a rebuild's due.
 */
async function readWear(client: pg.PoolClient): Promise<Wear> {
  const { rows } = await client.query<{ rewritten: string; live: string; last: string | null }>(
    `select coalesce(s.n_tup_upd - s.n_tup_hot_upd + s.n_tup_del, 0) as rewritten,
            coalesce(s.n_live_tup, 0) as live,
            (select rows_rewritten from search_index_rebuilds where table_name = $1) as last
       from pg_stat_user_tables s where s.relid = $1::regclass`,
    [TABLE],
  );
  const row = rows[0];
  return {
    rewritten: Number(row?.rewritten ?? 0),
    live: Number(row?.live ?? 0),
    lastRebuild: row?.last ? Number(row.last) : null,
  };
}

/** The count to measure the next rebuild's due from; `rebuilt` when the indexes were just built. */
async function keepWear(client: pg.PoolClient, rewritten: number, rebuilt: boolean) {
  await client.query(
    `insert into search_index_rebuilds (table_name, rows_rewritten) values ($1, $2)
     on conflict (table_name) do update
       set rows_rewritten = $2,
           rebuilt_at = case when $3 then now() else search_index_rebuilds.rebuilt_at end`,
    [TABLE, rewritten, rebuilt],
  );
}

/**
 * A rebuild cut short (the process or the database stopped) leaves its new index behind, invalid
 * and still written to with every row: removed before building again.
 */
async function dropUnfinished(client: pg.PoolClient) {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = $1::regclass and not i.indisvalid and c.relname like '%\\_ccnew%'`,
    [TABLE],
  );
  for (const { name } of rows) {
    await client.query(`drop index concurrently if exists ${pg.escapeIdentifier(name)}`);
  }
}

/**
 * Rebuilds the search indexes if they are due; true if it did. Without pg_trgm (migration 0004)
 * there is nothing to rebuild. Another process rebuilding already: nothing to do.
 */
export async function rebuildWornSearchIndexes(pool: pg.Pool, log?: FastifyBaseLogger) {
  const client = await pool.connect();
  let locked = false;
  let failed: Error | undefined;
  try {
    const present = await client.query<{ n: number }>(
      `select count(to_regclass(name))::int as n from unnest($1::text[]) as name`,
      [INDEXES],
    );
    if (present.rows[0]?.n !== INDEXES.length) return false;
    const lock = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
      REBUILD_LOCK_ID,
    ]);
    locked = lock.rows[0]?.ok === true;
    if (!locked) return false;
    const wear = await readWear(client);
    // Never rebuilt: counted from when statistics began, so a table already worn is rebuilt now.
    const last = wear.lastRebuild ?? 0;
    if (wear.rewritten < last) {
      await keepWear(client, wear.rewritten, false);
      return false;
    }
    if (wear.rewritten - last < Math.max(REBUILD_MIN_ROWS, wear.live)) return false;
    await dropUnfinished(client);
    const started = Date.now();
    for (const index of INDEXES) {
      await client.query({
        text: `reindex index concurrently ${pg.escapeIdentifier(index)}`,
        query_timeout: REBUILD_TIMEOUT_MS,
      } as pg.QueryConfig);
    }
    await keepWear(client, wear.rewritten, true);
    log?.info({ rows: wear.live, ms: Date.now() - started }, 'search indexes rebuilt');
    return true;
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    if (locked && !failed) {
      await client.query('select pg_advisory_unlock($1)', [REBUILD_LOCK_ID]).catch(() => {});
    }
    // A connection that failed mid-rebuild is not handed out again (its lock ends with it).
    client.release(failed);
  }
}
