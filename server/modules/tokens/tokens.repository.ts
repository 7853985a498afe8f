import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { WorkspaceAccess } from '@core/workspaces/roles';
import type { TokenScope } from '@core/workspaces/scopes';
import type { QueryResultRow } from 'pg';
import type { Db } from '@server/db/database';
import { executeNamed } from '@server/db/named-statement';
import type { Executor, Tx } from '@server/db/transaction';
import { apiTokens, workspaceMembers } from '@server/db/schema';

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

/** What a bearer request learns of its token (findBearer). */
export interface Bearer {
  tokenId: string;
  name: string;
  scopes: TokenScope[];
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
  access: WorkspaceAccess;
  user: {
    id: string;
    email: string;
    fullName: string | null;
    avatar: string | null;
    /** As JSON gives it: text. */
    emailVerifiedAt: string | null;
    language: string;
    timeZone: string | null;
  };
  /** The token's requests in its rate limit's window, this one included. */
  hits: number;
  /** Milliseconds until that window restarts. */
  resetMs: number;
}

/**
 * The working token whose SHA-256 is `tokenHash`, with its person and their role in its
 * workspace, and this request counted against the token's rate limit (the `rate_limits` row
 * `token:<id>`, as security/rate-limit-store.ts counts others): read at every bearer request, in
 * one statement prepared once per connection (docs/performance.md §5: a token's request costs
 * what a session's does). A revoked or expired token, or one whose person is no longer a member,
 * finds nothing.
 */
export async function findBearer(db: Db, tokenHash: string, windowMs: number) {
  const [row] = await executeNamed<Bearer & QueryResultRow>(
    db,
    'find_bearer',
    sql`with token as (
          select id, name, scopes, last_used_at, last_used_ip, user_id, workspace_id
          from api_tokens
          where token_hash = ${tokenHash} and revoked_at is null
            and (expires_at is null or expires_at > now())
        ), hit as (
          insert into rate_limits (key, hits, reset_at)
          select 'token:' || token.id, 1, now() + make_interval(secs => ${windowMs / 1000}::float8)
          from token
          on conflict (key) do update set
            hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
            reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at
                            else rate_limits.reset_at end
          returning hits, greatest(0, extract(epoch from reset_at - now()) * 1000)::int as reset_ms
        )
        select token.id as "tokenId", token.name, token.scopes,
               token.last_used_at as "lastUsedAt", token.last_used_ip as "lastUsedIp",
               json_build_object('workspaceId', m.workspace_id, 'role', m.role) as access,
               json_build_object(
                 'id', u.id, 'email', u.email, 'fullName', u.full_name, 'avatar', u.avatar,
                 'emailVerifiedAt', u.email_verified_at, 'language', u.language,
                 'timeZone', u.time_zone
               ) as user,
               hit.hits, hit.reset_ms as "resetMs"
        from token
        join workspace_members m on m.workspace_id = token.workspace_id and m.user_id = token.user_id
        join users u on u.id = token.user_id
        cross join hit`,
  );
  return row;
}

/** Why a known token no longer works: what the audit log says of a use of it. */
export type StoppedReason = 'revoked' | 'expired' | 'notMember';

/**
 * A token whose SHA-256 is `tokenHash` that findBearer did not find working: revoked, expired, or
 * its person no longer a member of its workspace. Read only for a refused bearer request.
 */
export async function findStoppedToken(db: Db, tokenHash: string) {
  const [row] = await executeNamed<{
    id: string;
    name: string;
    workspaceId: string;
    userId: string;
    email: string;
    reason: StoppedReason;
  }>(
    db,
    'find_stopped_token',
    sql`select t.id, t.name, t.workspace_id as "workspaceId", t.user_id as "userId", u.email,
               case when t.revoked_at is not null then 'revoked'
                    when t.expires_at <= now() then 'expired'
                    else 'notMember' end as reason
        from api_tokens t join users u on u.id = t.user_id
        where t.token_hash = ${tokenHash}`,
  );
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
