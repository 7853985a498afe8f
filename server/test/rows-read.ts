import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Executor } from '../db/transaction';

/**
 * Rows of `table` this connection has read in its open transaction (they reach the cumulative
 * statistics only between transactions): the difference across a statement is what it read, a
 * test of how far a read walks that no machine's speed can pass or fail.
 */
export async function rowsRead(db: Executor, table: string) {
  const { rows } = await db.execute<{ n: string }>(
    sql`select coalesce(idx_tup_fetch, 0) + coalesce(seq_tup_read, 0) as n
          from pg_stat_xact_user_tables where relname = ${table}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Index entries of `table`'s indexes read so far, by every connection, as the statistics have
 * them: `client` sends its own first. An index-only walk fetches no rows, so only this counts it.
 */
export async function indexEntriesRead(client: pg.PoolClient, table: string) {
  await client.query('select pg_stat_force_next_flush()');
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: string }>(
    `select coalesce(sum(idx_tup_read), 0) as n from pg_stat_user_indexes where relname = $1`,
    [table],
  );
  return Number(rows[0]?.n ?? 0);
}
