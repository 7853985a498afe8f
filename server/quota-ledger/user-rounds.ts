import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';
import type { Executor } from '../db/transaction';

/*
 * The shape of a background job that spends a user's quota user by user (the details refresh, the
 * visibility checks): a round finds the users with work due, and works for each in turn under the
 * job's lock on them, so that several workers on one database share the work.
 */

/** What a worker hands a round of such a job. */
export interface UserRoundOptions {
  now: Date;
  tickMs: number;
  /** False once the worker is stopping: the round ends after the user under way. */
  keepGoing?: () => boolean;
  onError?: (userId: string, error: unknown) => void;
}

/** Users with at least one row of `table` where `condition` holds: the users a round has work for. */
export async function usersWithRows(
  db: Executor,
  table: PgTable & { userId: AnyPgColumn },
  condition: SQL | undefined,
) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(and(eq(table.userId, users.id), condition)),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Runs `work` while holding a background job's lock on the user (`space`: any fixed number, one
 * per job), or returns undefined at once when another worker holds it: two workers never do the
 * same user's work twice. The lock goes with the transaction, so a crashed worker cannot keep it.
 */
export async function withUserJobLock<T>(
  db: Executor,
  space: number,
  userId: string,
  work: () => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${space}, hashtext(${userId})) as locked`,
    );
    return rows[0]?.locked ? work() : undefined;
  });
}

/**
 * One round over `userIds`, each under the job's lock on them (a user another worker holds is
 * skipped, not waited for). A user's failure goes to `onError` and leaves the others be. The
 * outcomes of the users worked for, by user.
 */
export async function eachUserLocked<R>(
  db: Executor,
  space: number,
  userIds: string[],
  options: Pick<UserRoundOptions, 'keepGoing' | 'onError'>,
  work: (userId: string) => Promise<R>,
) {
  const outcomes = new Map<string, R>();
  for (const userId of userIds) {
    if (options.keepGoing && !options.keepGoing()) break;
    try {
      const outcome = await withUserJobLock(db, space, userId, () => work(userId));
      if (outcome) outcomes.set(userId, outcome);
    } catch (error) {
      options.onError?.(userId, error);
    }
  }
  return outcomes;
}
