import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '@core/workspaces/roles';
import type { TokenScope } from '@core/workspaces/scopes';
import type { Db } from '@server/db/database';
import type { Executor, Tx } from '@server/db/transaction';
import { apiTokens, users, workspaceMembers } from '@server/db/schema';
import { requestUserColumns } from '../auth/auth.repository';

const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  lastUsedIp: apiTokens.lastUsedIp,
  revokedAt: apiTokens.revokedAt,
};
export type TokenRow = { [K in keyof typeof listed]: (typeof apiTokens.$inferSelect)[K] };

/** Neither revoked nor expired, by the database's clock. */
const working = and(
  isNull(apiTokens.revokedAt),
  or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
);

/**
 * The person's role in the workspace, their membership locked until the transaction ends: two
 * tokens made at once are counted one after the other, and a removal waits for the making.
 */
export async function lockMembership(tx: Tx, workspaceId: string, userId: string) {
  const [row] = await tx
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .for('update');
  return row?.role;
}

/** How many working tokens the person holds in the workspace. */
export async function countWorking(db: Executor, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.workspaceId, workspaceId), eq(apiTokens.userId, userId), working));
  return row!.n;
}

export async function insertToken(
  db: Executor,
  values: {
    workspaceId: string;
    userId: string;
    name: string;
    prefix: string;
    tokenHash: string;
    scopes: TokenScope[];
    expiresAt: Date | null;
  },
): Promise<TokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning(listed);
  return row!;
}

/** The person's tokens in the workspace, newest first, revoked ones included. */
export async function listTokens(db: Executor, workspaceId: string, userId: string) {
  return db
    .select(listed)
    .from(apiTokens)
    .where(and(eq(apiTokens.workspaceId, workspaceId), eq(apiTokens.userId, userId)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** One of the person's tokens in the workspace, locked until the transaction ends. */
export async function lockToken(tx: Tx, workspaceId: string, userId: string, id: string) {
  const [row] = await tx
    .select({ name: apiTokens.name, revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.id, id),
        eq(apiTokens.workspaceId, workspaceId),
        eq(apiTokens.userId, userId),
      ),
    )
    .for('update');
  return row;
}

export async function revokeToken(tx: Tx, id: string) {
  await tx
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(eq(apiTokens.id, id));
}

/**
 * The working token whose SHA-256 is `tokenHash`, with its person and their role in its
 * workspace, read at every bearer request: a revoked or expired token, or one whose person is no
 * longer a member, finds nothing.
 */
export async function findBearer(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      name: apiTokens.name,
      scopes: apiTokens.scopes,
      lastUsedAt: apiTokens.lastUsedAt,
      lastUsedIp: apiTokens.lastUsedIp,
      access: sql<WorkspaceAccess>`json_build_object('workspaceId', ${workspaceMembers.workspaceId}, 'role', ${workspaceMembers.role})`,
      user: requestUserColumns,
    })
    .from(apiTokens)
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, apiTokens.workspaceId),
        eq(workspaceMembers.userId, apiTokens.userId),
      ),
    )
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), working))
    .limit(1);
  return row;
}

/** "Last used" moves on at most once a minute, or when the address changes: not a write a call. */
export async function touchToken(db: Executor, id: string, ip: string) {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()`, lastUsedIp: ip })
    .where(
      and(
        eq(apiTokens.id, id),
        or(
          isNull(apiTokens.lastUsedAt),
          sql`${apiTokens.lastUsedAt} < now() - interval '1 minute'`,
          sql`${apiTokens.lastUsedIp} is distinct from ${ip}`,
        ),
      ),
    );
}
