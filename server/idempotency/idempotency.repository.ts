import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEPT_HOURS } from '@core/api/idempotency.schema';
import type { Db } from '@server/db/database';
import { executeNamed } from '@server/db/named-statement';

/** Whose key it is: an API token's, or a session's (docs/api.md §4). */
export type KeyOwner = { tokenId: string } | { sessionId: string };

export interface KeyClaim {
  owner: KeyOwner;
  key: string;
  fingerprint: string;
}

const ownerId = (owner: KeyOwner) => ('tokenId' in owner ? owner.tokenId : owner.sessionId);
const kept = sql.raw(`interval '${IDEMPOTENCY_KEPT_HOURS} hours'`);

/**
 * Takes the key for a request about to be handled, in one statement: true when it was free (never
 * used, or its 24 hours are over), false when another request holds it or has answered it.
 */
export async function claimKey(db: Db, claim: KeyClaim) {
  const tokenId = 'tokenId' in claim.owner ? claim.owner.tokenId : null;
  const sessionId = 'sessionId' in claim.owner ? claim.owner.sessionId : null;
  const rows = await executeNamed(
    db,
    'idempotency_claim',
    sql`insert into idempotency_keys (token_id, session_id, key, fingerprint, expires_at)
        values (${tokenId}::uuid, ${sessionId}::uuid, ${claim.key}, ${claim.fingerprint},
                now() + ${kept})
        on conflict (owner_id, key) do update
          set fingerprint = excluded.fingerprint, status = null, content_type = null, body = null,
              created_at = now(), expires_at = excluded.expires_at
          where idempotency_keys.expires_at <= now()
        returning 1`,
  );
  return rows.length === 1;
}

export interface KeyState {
  fingerprint: string;
  /** Null while its first request is being handled. */
  status: number | null;
  contentType: string | null;
  body: string | null;
  /** How long ago, by the database's clock, its first request began. */
  ageMs: number;
}

/** The key as it stands, unless it has expired or was let go. */
export async function readKey(db: Db, owner: KeyOwner, key: string) {
  const [row] = await executeNamed<KeyState>(
    db,
    'idempotency_read',
    sql`select fingerprint, status, content_type as "contentType", body,
               (extract(epoch from now() - created_at) * 1000)::float8 as "ageMs"
        from idempotency_keys
        where owner_id = ${ownerId(owner)}::uuid and key = ${key} and expires_at > now()`,
  );
  return row;
}

/** The first answer, given again to the same key until it expires. */
export async function keepAnswer(
  db: Db,
  claim: KeyClaim,
  answer: { status: number; contentType: string | null; body: string },
) {
  await executeNamed(
    db,
    'idempotency_keep',
    sql`update idempotency_keys
        set status = ${answer.status}, content_type = ${answer.contentType}, body = ${answer.body}
        where owner_id = ${ownerId(claim.owner)}::uuid and key = ${claim.key}
          and fingerprint = ${claim.fingerprint} and status is null`,
  );
}

/** Lets the key go after a request that changed nothing (its transaction was rolled back). */
export async function releaseKey(db: Db, claim: KeyClaim) {
  await executeNamed(
    db,
    'idempotency_release',
    sql`delete from idempotency_keys
        where owner_id = ${ownerId(claim.owner)}::uuid and key = ${claim.key}
          and fingerprint = ${claim.fingerprint} and status is null`,
  );
}

/** Housekeeping (housekeeping.ts): keys past their 24 hours, with the answers they kept. */
export async function deleteExpiredKeys(db: Db) {
  await db.execute(sql`delete from idempotency_keys where expires_at <= now()`);
}
