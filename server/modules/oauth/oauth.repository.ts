import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { oauthStates } from '../../db/schema';

export async function insertState(db: Db, values: typeof oauthStates.$inferInsert) {
  await db.insert(oauthStates).values(values);
}

/** Takes the state out: a callback replayed with the same state finds nothing. */
export async function consumeState(db: Db, stateHash: string) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
  const [row] = await db
    .delete(oauthStates)
    .where(eq(oauthStates.stateHash, stateHash))
    .returning();
  return row;
}
