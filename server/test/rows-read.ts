import { sql } from 'drizzle-orm';
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
