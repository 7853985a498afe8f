import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/transaction';
import { oauthStates } from '@server/db/schema';

export async function insertState(db: Executor, values: typeof oauthStates.$inferInsert) {
  await db.insert(oauthStates).values(values);
}

/** Takes the state out: a callback replayed with the same state finds nothing. */
export async function consumeState(db: Executor, stateHash: string) {
  const [row] = await db
    .delete(oauthStates)
    .where(eq(oauthStates.stateHash, stateHash))
    .returning();
  return row;
}

/** Consent screens abandoned long ago: removed on a schedule, whether or not a callback comes. */
export async function deleteExpiredStates(db: Executor) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
}
