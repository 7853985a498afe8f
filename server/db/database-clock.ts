import { sql } from 'drizzle-orm';
import type { Executor } from './transaction';

/**
 * docs/architecture.md §3, one clock: the database's instant, as SQL (`app_now()`, the
 * transaction's start). One uncorrelated sub-select, so PostgreSQL reads it once per statement
 * and may still use it against an index.
 */
export const APP_NOW = sql`(select app_now())`;

/**
 * The database's instant, for what a process computes from it before writing it back (a quota
 * day, a window's opening, a retry's time). A process's own clock only formats what it shows:
 * two machines whose clocks disagree still agree on this.
 */
export async function databaseNow(db: Executor): Promise<Date> {
  const result = await db.execute<{ now: Date | string }>(sql`select app_now() as now`);
  return new Date(result.rows[0]!.now);
}
