import { and, eq, sql } from 'drizzle-orm';
import type { NotificationPrefs } from '@core/api/notifications.schema';
import { mailOutbox, notifications, users } from '../db/schema';
import type { Executor, Tx } from '../db/transaction';

/** An event not yet dispatched, with what its person chose and can be reached at. */
export type DueEvent = {
  id: string;
  userId: string;
  /** Whose webhooks take it, when this row is the one that gives it to them. */
  workspaceId: string;
  deliversWebhooks: boolean;
  type: string;
  data: Record<string, unknown>;
  createdAt: string;
  email: string;
  emailVerified: boolean;
  language: string;
  timeZone: string | null;
  prefs: NotificationPrefs | null;
};

/**
 * Events not yet dispatched, oldest first, locked for this transaction: two dispatchers never
 * take the same one, and one that dies mid-way leaves them to the next (its work rolled back).
 */
export async function lockDueEvents(tx: Tx, limit: number) {
  const { rows } = await tx.execute<DueEvent>(sql`
    select n.id, n.user_id as "userId", coalesce(n.workspace_id, n.user_id) as "workspaceId",
      n.delivers_webhooks as "deliversWebhooks", n.type, n.data, n.created_at as "createdAt",
      u.email, u.email_verified_at is not null as "emailVerified", u.language,
      u.time_zone as "timeZone", u.notification_prefs as prefs
    from notifications n join users u on u.id = n.user_id
    where n.dispatched_at is null
    order by n.created_at
    limit ${limit}
    for update of n skip locked`);
  return rows;
}

export async function markDispatched(
  tx: Tx,
  id: string,
  outcome: { shown: boolean; digest: 'waiting' | null },
) {
  await tx
    .update(notifications)
    .set({ dispatchedAt: sql`now()`, shown: outcome.shown, digest: outcome.digest })
    .where(eq(notifications.id, id));
}

/** Emails about events (and digests) queued for the user in the last hour: the cap counts them. */
export async function eventMailsLastHour(db: Executor, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.userId, userId),
        sql`(${mailOutbox.kind} like 'event.%' or ${mailOutbox.kind} = 'digest')`,
        sql`${mailOutbox.createdAt} > now() - interval '1 hour'`,
      ),
    );
  return row?.count ?? 0;
}

/** A user with events waiting for their digest, and when they last got one. */
export type DigestReader = {
  userId: string;
  email: string;
  emailVerified: boolean;
  language: string;
  timeZone: string | null;
  prefs: NotificationPrefs | null;
  lastDigestAt: string | null;
};

/** The users with something waiting for a digest. */
export async function digestReaders(db: Executor) {
  const { rows } = await db.execute<DigestReader>(sql`
    select u.id as "userId", u.email, u.email_verified_at is not null as "emailVerified",
      u.language, u.time_zone as "timeZone", u.notification_prefs as prefs,
      u.last_digest_at as "lastDigestAt"
    from users u
    where exists (select 1 from notifications n where n.user_id = u.id and n.digest = 'waiting')`);
  return rows;
}

/**
 * Takes the user's row for this digest (another dispatcher skips it) when the digest is still
 * due, i.e. none was sent since `slot`: false when another one got there first.
 */
export async function claimDigest(tx: Tx, userId: string, slot: Date) {
  const { rows } = await tx.execute(sql`
    select id from users
    where id = ${userId} and (last_digest_at is null or last_digest_at < ${slot.toISOString()})
    for update skip locked`);
  return rows.length > 0;
}

/** What waited for the digest until `slot`, oldest first (at most `limit`). */
export async function waitingForDigest(tx: Tx, userId: string, slot: Date, limit: number) {
  return tx
    .select({
      id: notifications.id,
      type: notifications.type,
      data: notifications.data,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.digest, 'waiting'),
        sql`${notifications.createdAt} < ${slot.toISOString()}`,
      ),
    )
    .orderBy(notifications.createdAt)
    .limit(limit);
}

export async function markDigestSent(tx: Tx, userId: string, ids: string[]) {
  if (ids.length) {
    await tx
      .update(notifications)
      .set({ digest: 'sent' })
      .where(sql`${notifications.id} in ${ids}`);
  }
  await tx
    .update(users)
    .set({ lastDigestAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Kept 90 days (docs/notifications.md §3). */
export async function deleteOldNotifications(db: Executor) {
  await db
    .delete(notifications)
    .where(sql`${notifications.createdAt} < now() - interval '90 days'`);
}

/** The due watch's question for the event dispatcher (docs/architecture.md §3), as constant SQL. */
export const EVENTS_DUE = 'exists (select 1 from notifications where dispatched_at is null)';
