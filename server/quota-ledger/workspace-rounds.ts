import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { workspaces } from '../db/schema';
import type { Executor } from '../db/transaction';

/*
 * The shape of a background job that spends a workspace's quota workspace by workspace (the details
 * refresh, the visibility checks): a round finds the workspaces with work due, and works for each
 * in turn under the job's lock on them, so that several workers on one database share the work.
 */

/** What a worker hands a round of such a job. */
export interface WorkspaceRoundOptions {
  now: Date;
  tickMs: number;
  /** False once the worker is stopping: the round ends after the workspace under way. */
  keepGoing?: () => boolean;
  onError?: (workspaceId: string, error: unknown) => void;
}

/**
 * Workspaces with at least one row of `table` where `condition` holds: those a round has work for.
 */
export async function workspacesWithRows(
  db: Executor,
  table: PgTable & { workspaceId: AnyPgColumn },
  condition: SQL | undefined,
) {
  const rows = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(and(eq(table.workspaceId, workspaces.id), condition)),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Runs `work` while holding a background job's lock on the workspace (`space`: any fixed number,
 * one per job), or returns undefined at once when another worker holds it: two workers never do
 * the same workspace's work twice. The lock goes with the transaction, so a crashed worker cannot keep it.
 */
export async function withWorkspaceJobLock<T>(
  db: Executor,
  space: number,
  workspaceId: string,
  work: () => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${space}, hashtext(${workspaceId})) as locked`,
    );
    return rows[0]?.locked ? work() : undefined;
  });
}

/**
 * One round over `workspaceIds`, each under the job's lock on them (one another worker holds is
 * skipped, not waited for). A workspace's failure goes to `onError` and leaves the others be. The
 * outcomes of the workspaces worked for, by workspace.
 */
export async function eachWorkspaceLocked<R>(
  db: Executor,
  space: number,
  workspaceIds: string[],
  options: Pick<WorkspaceRoundOptions, 'keepGoing' | 'onError'>,
  work: (workspaceId: string) => Promise<R>,
) {
  const outcomes = new Map<string, R>();
  for (const workspaceId of workspaceIds) {
    if (options.keepGoing && !options.keepGoing()) break;
    try {
      const outcome = await withWorkspaceJobLock(db, space, workspaceId, () => work(workspaceId));
      if (outcome) outcomes.set(workspaceId, outcome);
    } catch (error) {
      options.onError?.(workspaceId, error);
    }
  }
  return outcomes;
}
