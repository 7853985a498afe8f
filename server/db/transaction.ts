import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { workspaces } from './schema';

/** A transaction: it has the pool's query builder, so repositories take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: what every query takes as its first argument. */
export type Executor = Db | Tx;

/**
 * Changes to one workspace's work that read before they write (the "one default credential" rule,
 * an import's duplicate check) happen one at a time: they lock the workspace's row first.
 */
export async function lockWorkspace(tx: Tx, workspaceId: string) {
  await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for('update');
}

/** PostgreSQL's SQLSTATE of a failed query: drizzle wraps the driver's error in `cause`. */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

const DEADLOCK = '40P01';

/**
 * A transaction that PostgreSQL may abort to break a deadlock with the posting worker (which locks
 * a comment, then its batch): it rolled back whole, so it is simply run again.
 */
export async function transactionRetryingDeadlock<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || pgErrorCode(error) !== DEADLOCK) throw error;
    }
  }
}
