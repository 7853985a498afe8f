import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { credentials, users } from '../../db/schema';

export type CredentialRow = typeof credentials.$inferSelect;
/** A transaction or the pool: both have the query builder. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function listCredentials(db: Db, userId: string) {
  return db
    .select()
    .from(credentials)
    .where(eq(credentials.userId, userId))
    .orderBy(asc(credentials.createdAt), asc(credentials.id));
}

export async function findCredential(db: Db | Tx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(credentials)
    .where(and(eq(credentials.userId, userId), eq(credentials.id, id)))
    .limit(1);
  return row;
}

/** Changes to one user's credentials happen one at a time: the "one default" rule needs it. */
export async function lockUser(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countCredentials(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(credentials)
    .where(eq(credentials.userId, userId));
  return row?.n ?? 0;
}

/** Undefined when this user already has a credential with that client id. */
export async function insertCredential(
  tx: Tx,
  values: {
    userId: string;
    name: string;
    clientId: string;
    clientSecretSealed: string;
    isDefault: boolean;
  },
) {
  const [row] = await tx
    .insert(credentials)
    .values(values)
    .onConflictDoNothing({ target: [credentials.userId, credentials.clientId] })
    .returning();
  return row;
}

export async function setDefaultCredential(tx: Tx, userId: string, id: string) {
  // Two statements: the partial unique index is checked row by row.
  await tx
    .update(credentials)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(credentials.userId, userId), eq(credentials.isDefault, true)));
  const [row] = await tx
    .update(credentials)
    .set({ isDefault: true, updatedAt: sql`now()` })
    .where(and(eq(credentials.userId, userId), eq(credentials.id, id)))
    .returning();
  return row;
}

export async function deleteCredential(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .delete(credentials)
    .where(and(eq(credentials.userId, userId), eq(credentials.id, id)))
    .returning();
  return row;
}

/** After the default is deleted, the oldest remaining credential takes its place. */
export async function promoteOldestCredential(tx: Tx, userId: string) {
  const [oldest] = await tx
    .select({ id: credentials.id })
    .from(credentials)
    .where(eq(credentials.userId, userId))
    .orderBy(asc(credentials.createdAt), asc(credentials.id))
    .limit(1);
  if (oldest) await setDefaultCredential(tx, userId, oldest.id);
}
