import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { uuidArray } from '@server/db/sql-helpers';
import type { Executor } from '@server/db/transaction';
import { accounts, credentials } from '@server/db/schema';

export type AccountRow = typeof accounts.$inferSelect;

const withCredentialName = {
  account: accounts,
  credentialName: credentials.name,
  credentialTesting: credentials.testing,
};

export async function listAccounts(db: Executor, workspaceId: string) {
  return db
    .select(withCredentialName)
    .from(accounts)
    .leftJoin(credentials, eq(credentials.id, accounts.credentialId))
    .where(eq(accounts.workspaceId, workspaceId))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
}

/** `credentialId` null: the channels connected through the server-level credential. */
export async function listAccountsOfCredential(
  db: Executor,
  workspaceId: string,
  credentialId: string | null,
) {
  return db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.workspaceId, workspaceId),
        credentialId === null
          ? isNull(accounts.credentialId)
          : eq(accounts.credentialId, credentialId),
      ),
    )
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
}

export async function findAccount(db: Executor, workspaceId: string, id: string) {
  const [row] = await db
    .select(withCredentialName)
    .from(accounts)
    .leftJoin(credentials, eq(credentials.id, accounts.credentialId))
    .where(and(eq(accounts.workspaceId, workspaceId), eq(accounts.id, id)))
    .limit(1);
  return row;
}

/**
 * Connecting a channel the workspace already has updates it in place (one row per workspace and
 * channel), and a reconnection without a refresh token keeps the one stored (docs/platform.md §3).
 */
export async function upsertAccount(
  db: Executor,
  values: {
    workspaceId: string;
    credentialId: string | null;
    channelId: string;
    channelTitle: string;
    email: string;
    avatar: string | null;
    googleSub: string;
    accessTokenSealed: string | null;
    refreshTokenSealed: string | null;
    tokenExpiresAt: Date | null;
    /** When Google said the new refresh token ends; null: not said. */
    grantExpiresAt: Date | null;
  },
) {
  // A reconnection without a new refresh token keeps the grant it had, and that grant's end.
  const newGrant = sql`excluded.refresh_token_sealed is not null`;
  const [row] = await db
    .insert(accounts)
    .values({ ...values, status: 'active' })
    .onConflictDoUpdate({
      target: [accounts.workspaceId, accounts.channelId],
      set: {
        credentialId: values.credentialId,
        channelTitle: values.channelTitle,
        email: values.email,
        avatar: sql`coalesce(excluded.avatar, ${accounts.avatar})`,
        googleSub: values.googleSub,
        accessTokenSealed: values.accessTokenSealed,
        refreshTokenSealed: sql`coalesce(excluded.refresh_token_sealed, ${accounts.refreshTokenSealed})`,
        tokenExpiresAt: values.tokenExpiresAt,
        grantedAt: sql`case when ${newGrant} then now() else ${accounts.grantedAt} end`,
        grantExpiresAt: sql`case when ${newGrant} then excluded.grant_expires_at
                                 else ${accounts.grantExpiresAt} end`,
        status: 'active',
        statusReason: null,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: accounts.id, inserted: sql<boolean>`(xmax = 0)` });
  return row!;
}

export async function updateAccount(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      AccountRow,
      | 'status'
      | 'statusReason'
      | 'channelTitle'
      | 'avatar'
      | 'accessTokenSealed'
      | 'refreshTokenSealed'
      | 'tokenExpiresAt'
      | 'lastUsedAt'
      | 'postingPaused'
      | 'pausedReason'
      | 'healthResetAt'
      | 'consecutiveFailures'
    >
  >,
) {
  await db
    .update(accounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(accounts.id, id));
}

/** The workspace's channels among `ids` forgotten, with their tokens; another workspace's stay. */
export async function deleteAccounts(db: Executor, workspaceId: string, ids: string[]) {
  if (!ids.length) return;
  await db
    .delete(accounts)
    .where(
      and(eq(accounts.workspaceId, workspaceId), sql`${accounts.id} = any(${uuidArray(ids)})`),
    );
}

/** The workspace's channels among `ids`: another workspace's are left out. */
export async function ownedAccounts(db: Executor, workspaceId: string, ids: string[]) {
  return (
    db
      .select()
      .from(accounts)
      .where(
        and(eq(accounts.workspaceId, workspaceId), sql`${accounts.id} = any(${uuidArray(ids)})`),
      )
      // The order of the Channels page: the confirmation lists them the same way every time.
      .orderBy(asc(accounts.createdAt), asc(accounts.id))
  );
}

/** Whether one of the workspace's channels was connected through the server-level credential. */
export async function hasServerCredentialChannel(db: Executor, workspaceId: string) {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.workspaceId, workspaceId), isNull(accounts.credentialId)))
    .limit(1);
  return rows.length > 0;
}
