import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationPrefs } from '@core/api/notifications.schema';
import { UNREAD_COUNT_MAX } from '@core/notifications/unread';
import { notifications, users } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

const shownOf = (userId: string) =>
  and(eq(notifications.userId, userId), eq(notifications.shown, true));

/**
 * A page of the user's centre, newest first, from the keyset (created_at, id) of `before`: the
 * index answers any page in the same time, however many the user has.
 */
export async function listNotifications(
  db: Executor,
  userId: string,
  options: { before?: string; limit: number; unreadOnly: boolean },
) {
  const after = options.before
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (select created_at, id from notifications where id = ${options.before} and user_id = ${userId})`
    : undefined;
  return (
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        data: notifications.data,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(
        and(shownOf(userId), after, options.unreadOnly ? isNull(notifications.readAt) : undefined),
      )
      // As the index orders them (drizzle wrote it NULLS LAST; the columns are never null): a plain
      // `desc` is NULLS FIRST, which the index cannot give, and PostgreSQL sorted every row instead.
      .orderBy(sql`${notifications.createdAt} desc nulls last, ${notifications.id} desc nulls last`)
      .limit(options.limit + 1)
  );
}

/** The bell says "99+" past 99: counting stops at UNREAD_COUNT_MAX, whatever is unread. */
export async function countUnread(db: Executor, userId: string) {
  const unread = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(shownOf(userId), isNull(notifications.readAt)))
    .limit(UNREAD_COUNT_MAX)
    .as('unread');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(unread);
  return row?.count ?? 0;
}

/** Marks the user's own (another user's ids change nothing); all of them when `ids` is absent. */
export async function markRead(db: Executor, userId: string, ids?: string[]) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        shownOf(userId),
        isNull(notifications.readAt),
        ids ? sql`${notifications.id} in ${ids}` : undefined,
      ),
    );
}

export async function findPrefs(db: Executor, userId: string) {
  const [row] = await db
    .select({
      prefs: users.notificationPrefs,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function savePrefs(db: Executor, userId: string, prefs: NotificationPrefs) {
  await db.update(users).set({ notificationPrefs: prefs }).where(eq(users.id, userId));
}

/** What waited for a digest leaves it (the user stopped digests): the centre still shows it. */
export async function dropWaitingDigest(db: Executor, userId: string) {
  await db
    .update(notifications)
    .set({ digest: null })
    .where(and(eq(notifications.userId, userId), eq(notifications.digest, 'waiting')));
}
