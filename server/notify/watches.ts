import { sql } from 'drizzle-orm';
import { SERVER_CREDENTIAL_NAME } from '@core/api/server-credential';
import { INSERT_COST, quotaDay } from '@core/posting/quota-day';
import type { Db } from '../db/database';
import { credentials } from '../db/schema';
import { emitEvent, tellPerson } from './emit';

/** docs/notifications.md §1: a connection ending this soon is told of. */
export const EXPIRING_WITHIN_MS = 2 * 86_400_000;
/** Google's life of a grant given to an app in Testing (as accounts.service.ts connectionEnd). */
const TESTING_GRANT = sql`interval '7 days'`;

/**
 * Channels whose connection Google ends within 2 days (the end it announced, or 7 days after the
 * grant for a credential in Testing): told once per grant, a reconnection being a new grant.
 */
export async function emitExpiringConnections(db: Db, now: Date) {
  const { rows } = await db.execute<{
    id: string;
    workspaceId: string;
    title: string | null;
    endsAt: string;
  }>(sql`
    select id, "workspaceId", title, "endsAt" from (
      select a.id, a.workspace_id as "workspaceId", a.channel_title as title,
        coalesce(a.grant_expires_at,
          case when cr.testing then a.granted_at + ${TESTING_GRANT} end) as "endsAt"
      from accounts a left join credentials cr on cr.id = a.credential_id
      where a.status = 'active' and a.refresh_token_sealed is not null) ends
    where "endsAt" > ${now.toISOString()}
      and "endsAt" <= ${new Date(now.getTime() + EXPIRING_WITHIN_MS).toISOString()}`);
  for (const row of rows) {
    const endsAt = new Date(row.endsAt).toISOString();
    await emitEvent(
      db,
      row.workspaceId,
      'channel.expiring',
      { accountId: row.id, channelTitle: row.title ?? '', endsAt },
      { dedupeKey: `channel.expiring:${row.id}:${endsAt}` },
    );
  }
}

/**
 * docs/email.md §2: emails the SMTP server refused for 24 hours are told in their user's centre,
 * once each (marked in the same transaction as the event is written).
 */
export async function emitFailedEmails(db: Db) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      userId: string;
      kind: string;
      subject: string;
      error: string | null;
      queuedAt: string;
    }>(sql`
      update mail_outbox set told_at = now()
       where status = 'failed' and told_at is null and user_id is not null
      returning user_id as "userId", kind, subject, last_error as error, created_at as "queuedAt"`);
    for (const row of rows) {
      await tellPerson(tx, row.userId, 'email.failed', {
        kind: row.kind,
        subject: row.subject,
        error: row.error,
        queuedAt: new Date(row.queuedAt).toISOString(),
      });
    }
  });
}

/**
 * Credentials past 90% of today's quota, or with no room left for one more comment: their owners
 * are told once per quota day each (the server's own credential: every workspace with a channel
 * on it, as their comments wait too). Each credential's own daily units where it sets them, else
 * `limit`, the server's: the quota ledger's `limitsOf` rule, in SQL (notify sits below the ledger).
 */
export async function emitQuotaWarnings(db: Db, now: Date, limit: number) {
  const day = quotaDay(now);
  const own = sql<number>`coalesce(${credentials.quotaDailyUnits}, ${limit}::int)`;
  const { rows } = await db.execute<{
    workspaceId: string;
    credentialId: string | null;
    name: string | null;
    used: number;
    limit: number;
  }>(sql`
    select ${credentials.workspaceId} as "workspaceId", ${credentials.id} as "credentialId",
           ${credentials.name}, q.units as used, ${own} as "limit"
      from quota_usage q join ${credentials} on ${credentials.id}::text = q.credential_key
     where q.day = ${day} and q.units >= ceil(${own} * 0.9)
    union all
    select distinct a.workspace_id, null::uuid, null::text, q.units, ${limit}::int
      from quota_usage q join accounts a on a.credential_id is null and a.status = 'active'
     where q.credential_key = 'server' and q.day = ${day} and q.units >= ${Math.ceil(limit * 0.9)}`);
  for (const { limit, ...row } of rows) {
    const spent = row.used + INSERT_COST > limit;
    const type = spent ? 'quota.spent' : 'quota.low';
    await emitEvent(
      db,
      row.workspaceId,
      type,
      {
        credentialId: row.credentialId,
        credentialName: row.name ?? SERVER_CREDENTIAL_NAME,
        used: Math.min(row.used, limit),
        limit,
        day,
      },
      { dedupeKey: `${type}:${row.credentialId ?? 'server'}:${day}` },
    );
  }
}
