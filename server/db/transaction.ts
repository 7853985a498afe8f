import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { users } from './schema';

/** A transaction: it has the pool's query builder, so repositories take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Changes to one user's data that read before they write (the "one default credential" rule, an
 * import's duplicate check) happen one at a time: they lock the user's row first.
 */
export async function lockUser(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
