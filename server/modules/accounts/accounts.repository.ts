import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts, credentials } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;

const withCredentialName = { account: accounts, credentialName: credentials.name };

export async function listAccounts(db: Db, userId: string) {
  return db
    .select(withCredentialName)
    .from(accounts)
    .leftJoin(credentials, eq(credentials.id, accounts.credentialId))
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
}

/** `credentialId` null: the channels connected through the server-level credential. */
export async function listAccountsOfCredential(
  db: Db,
  userId: string,
  credentialId: string | null,
) {
  return db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        credentialId === null
          ? isNull(accounts.credentialId)
          : eq(accounts.credentialId, credentialId),
      ),
    )
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
}

export async function findAccount(db: Db, userId: string, id: string) {
  const [row] = await db
    .select(withCredentialName)
    .from(accounts)
    .leftJoin(credentials, eq(credentials.id, accounts.credentialId))
    .where(and(eq(accounts.userId, userId), eq(accounts.id, id)))
    .limit(1);
  return row;
}

/**
 * Connecting a channel the user already has updates it in place (one row per user and channel),
 * and a reconnection without a refresh token keeps the one stored (DESIGN.md §3).
 */
export async function upsertAccount(
  db: Db,
  values: {
    userId: string;
    credentialId: string | null;
    channelId: string;
    channelTitle: string;
    email: string;
    avatar: string | null;
    googleSub: string;
    accessTokenSealed: string | null;
    refreshTokenSealed: string | null;
    tokenExpiresAt: Date | null;
  },
) {
  const [row] = await db
    .insert(accounts)
    .values({ ...values, status: 'active' })
    .onConflictDoUpdate({
      target: [accounts.userId, accounts.channelId],
      set: {
        credentialId: values.credentialId,
        channelTitle: values.channelTitle,
        email: values.email,
        avatar: sql`coalesce(excluded.avatar, ${accounts.avatar})`,
        googleSub: values.googleSub,
        accessTokenSealed: values.accessTokenSealed,
        refreshTokenSealed: sql`coalesce(excluded.refresh_token_sealed, ${accounts.refreshTokenSealed})`,
        tokenExpiresAt: values.tokenExpiresAt,
        status: 'active',
        statusReason: null,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: accounts.id, inserted: sql<boolean>`(xmax = 0)` });
  return row!;
}

export async function updateAccount(
  db: Db,
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
      | 'consecutiveFailures'
    >
  >,
) {
  await db
    .update(accounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(accounts.id, id));
}

export async function deleteAccount(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.id, id)))
    .returning({ id: accounts.id });
  return row;
}

/** Channels whose grant can read YouTube for the user: the default credential's first. */
export async function listUsableAccounts(db: Db, userId: string) {
  return db
    .select({ account: accounts })
    .from(accounts)
    .leftJoin(credentials, eq(credentials.id, accounts.credentialId))
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.status, 'active'),
        or(isNotNull(accounts.refreshTokenSealed), isNotNull(accounts.accessTokenSealed)),
      ),
    )
    .orderBy(desc(sql`coalesce(${credentials.isDefault}, false)`), asc(accounts.createdAt));
}

/** For the posting worker, which acts across users. */
export async function findAccountById(db: Db, id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}
