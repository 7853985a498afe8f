import { sql } from 'drizzle-orm';
import type { Executor } from './transaction';

/** The one PostgreSQL channel every wake-up goes through; its payload is the loop's name. */
export const WAKE_CHANNEL = 'mcm_wake';

/**
 * Wakes the named background loop in every process once the transaction commits (PostgreSQL
 * holds a NOTIFY until then, and drops it on a rollback): docs/architecture.md §3.
 */
export async function wakeOnCommit(executor: Executor, loop: string) {
  await executor.execute(sql`select pg_notify(${WAKE_CHANNEL}, ${loop})`);
}
