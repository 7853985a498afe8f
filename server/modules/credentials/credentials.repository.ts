import { and, asc, eq, sql } from 'drizzle-orm';
import { credentials } from '@server/db/schema';
import type { Executor, Tx } from '@server/db/transaction';

export type CredentialRow = typeof credentials.$inferSelect;

export async function listCredentials(db: Executor, workspaceId: string) {
  return db
    .select()
    .from(credentials)
    .where(eq(credentials.workspaceId, workspaceId))
    .orderBy(asc(credentials.createdAt), asc(credentials.id));
}

export async function countCredentials(tx: Tx, workspaceId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(credentials)
    .where(eq(credentials.workspaceId, workspaceId));
  return row?.n ?? 0;
}

/** Undefined when this workspace already has a credential with that client id. */
export async function insertCredential(
  tx: Tx,
  values: {
    workspaceId: string;
    name: string;
    clientId: string;
    clientSecretSealed: string;
    isDefault: boolean;
    quotaDailyUnits: number | null;
    quotaSearchCalls: number | null;
  },
) {
  const [row] = await tx
    .insert(credentials)
    .values(values)
    .onConflictDoNothing({ target: [credentials.workspaceId, credentials.clientId] })
    .returning();
  return row;
}

export async function setDefaultCredential(tx: Tx, workspaceId: string, id: string) {
  // Two statements: the partial unique index is checked row by row.
  await tx
    .update(credentials)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(credentials.workspaceId, workspaceId), eq(credentials.isDefault, true)));
  const [row] = await tx
    .update(credentials)
    .set({ isDefault: true, updatedAt: sql`now()` })
    .where(and(eq(credentials.workspaceId, workspaceId), eq(credentials.id, id)))
    .returning();
  return row;
}

export async function deleteCredential(tx: Tx, workspaceId: string, id: string) {
  const [row] = await tx
    .delete(credentials)
    .where(and(eq(credentials.workspaceId, workspaceId), eq(credentials.id, id)))
    .returning();
  return row;
}

/** After the default is deleted, the oldest remaining credential takes its place. */
export async function promoteOldestCredential(tx: Tx, workspaceId: string) {
  const [oldest] = await tx
    .select({ id: credentials.id })
    .from(credentials)
    .where(eq(credentials.workspaceId, workspaceId))
    .orderBy(asc(credentials.createdAt), asc(credentials.id))
    .limit(1);
  if (oldest) await setDefaultCredential(tx, workspaceId, oldest.id);
}

export async function updateCredential(
  db: Executor,
  workspaceId: string,
  id: string,
  values: Partial<Pick<CredentialRow, 'testing' | 'quotaDailyUnits' | 'quotaSearchCalls'>>,
) {
  const [row] = await db
    .update(credentials)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(credentials.workspaceId, workspaceId), eq(credentials.id, id)))
    .returning();
  return row;
}
