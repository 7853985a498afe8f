import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { accounts, credentials } from '../db/schema';
import type { Db } from '../db/database';
import type { Executor } from '../db/transaction';
import { emitEvent } from '../notify/emit';

type AccountRow = typeof accounts.$inferSelect;

/** What reaching a channel needs: whose it is, the credential it was connected through, its tokens. */
export type ChannelGrant = Pick<
  AccountRow,
  | 'id'
  | 'workspaceId'
  | 'credentialId'
  | 'accessTokenSealed'
  | 'refreshTokenSealed'
  | 'tokenExpiresAt'
>;

/** A workspace's own credential as stored, its secret still sealed. */
export type StoredCredential = Pick<
  typeof credentials.$inferSelect,
  'id' | 'name' | 'clientId' | 'clientSecretSealed'
>;

/** The credential, or undefined when it is not the workspace's. */
export async function findCredential(db: Executor, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(credentials)
    .where(and(eq(credentials.workspaceId, workspaceId), eq(credentials.id, id)))
    .limit(1);
  return row;
}

/**
 * The grant and credential columns for a query that already joins `accounts a` and
 * `left join credentials cr on cr.id = a.credential_id and cr.workspace_id = a.workspace_id`, read back
 * with `readGrant`: the posting engine's claims get them in the statement that locks the comment.
 */
export const grantColumns = sql`a.id as "grantId", a.workspace_id as "grantWorkspaceId",
  a.credential_id as "grantCredentialId", a.access_token_sealed as "accessTokenSealed",
  a.refresh_token_sealed as "refreshTokenSealed", a.token_expires_at as "tokenExpiresAt",
  cr.id as "joinedCredentialId", cr.name as "credentialName", cr.client_id as "clientId",
  cr.client_secret_sealed as "clientSecretSealed"`;

export type GrantColumns = {
  grantId: string | null;
  grantWorkspaceId: string | null;
  grantCredentialId: string | null;
  accessTokenSealed: string | null;
  refreshTokenSealed: string | null;
  tokenExpiresAt: string | Date | null;
  joinedCredentialId: string | null;
  credentialName: string | null;
  clientId: string | null;
  clientSecretSealed: string | null;
};

/** The channel (undefined when the row had none) and its credential (null when it is gone). */
export function readGrant(row: GrantColumns) {
  if (!row.grantId || !row.grantWorkspaceId) return undefined;
  const grant: ChannelGrant = {
    id: row.grantId,
    workspaceId: row.grantWorkspaceId,
    credentialId: row.grantCredentialId,
    accessTokenSealed: row.accessTokenSealed,
    refreshTokenSealed: row.refreshTokenSealed,
    tokenExpiresAt: row.tokenExpiresAt ? new Date(row.tokenExpiresAt) : null,
  };
  const credential: StoredCredential | null =
    row.joinedCredentialId && row.credentialName && row.clientId && row.clientSecretSealed
      ? {
          id: row.joinedCredentialId,
          name: row.credentialName,
          clientId: row.clientId,
          clientSecretSealed: row.clientSecretSealed,
        }
      : null;
  return { grant, credential };
}

/** A grant with the Google account it speaks for. */
export type UsableGrant = ChannelGrant & Pick<AccountRow, 'googleSub' | 'email'>;

/** Channels whose grant can read YouTube for the workspace: the default credential's first. */
export async function listUsableGrants(db: Executor, workspaceId: string): Promise<UsableGrant[]> {
  const rows = await db
    .select({ account: accounts })
    .from(accounts)
    .leftJoin(credentials, eq(credentials.id, accounts.credentialId))
    .where(
      and(
        eq(accounts.workspaceId, workspaceId),
        eq(accounts.status, 'active'),
        or(isNotNull(accounts.refreshTokenSealed), isNotNull(accounts.accessTokenSealed)),
      ),
    )
    .orderBy(desc(sql`coalesce(${credentials.isDefault}, false)`), asc(accounts.createdAt));
  return rows.map((row) => row.account);
}

/** Tokens Google renewed on the way; a renewal without a refresh token keeps the stored one. */
export async function storeRenewedTokens(
  db: Executor,
  id: string,
  tokens: Pick<AccountRow, 'accessTokenSealed' | 'tokenExpiresAt'> & {
    refreshTokenSealed?: string;
  },
) {
  await db
    .update(accounts)
    .set({ ...tokens, updatedAt: sql`now()` })
    .where(eq(accounts.id, id));
}

/**
 * The channel's grant is dead: it posts nothing until someone reconnects it. The workspace's
 * owners are told once, when it turns (docs/notifications.md §1), in the same transaction; the
 * row is locked, so of two failures at once only the first tells.
 */
export async function markNeedsReconnect(db: Db, id: string, reason: string) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      previous: string;
      workspaceId: string;
      title: string | null;
    }>(
      sql`with before as (select id, status from accounts where id = ${id} for update)
          update accounts a set status = 'error', status_reason = ${reason}, updated_at = now()
            from before b where a.id = b.id
          returning b.status as previous, a.workspace_id as "workspaceId", a.channel_title as title`,
    );
    const row = rows[0];
    if (row && row.previous !== 'error') {
      await emitEvent(tx, row.workspaceId, 'channel.reconnectNeeded', {
        accountId: id,
        channelTitle: row.title ?? '',
        reason,
      });
    }
  });
}
