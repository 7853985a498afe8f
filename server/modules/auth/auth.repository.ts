import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { isTimeZone } from '@core/time/zoned-time';
import type { WorkspaceAccess } from '@core/workspaces/roles';
import type { Db } from '@server/db/database';
import type { Executor } from '@server/db/transaction';
import { sessions, users } from '@server/db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Returns undefined when the email is taken, instead of throwing on the unique index. */
export async function insertUser(
  db: Executor,
  values: {
    email: string;
    passwordHash: string | null;
    fullName: string | null;
    avatar?: string | null;
    emailVerifiedAt?: Date | null;
    language?: string;
  },
) {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

/** Fills a missing name or picture; never replaces what the user already has. */
export async function fillUserProfile(
  db: Executor,
  email: string,
  profile: { fullName: string | null; avatar: string | null },
) {
  const [row] = await db
    .update(users)
    .set({
      fullName: sql`coalesce(${users.fullName}, ${profile.fullName})`,
      avatar: sql`coalesce(${users.avatar}, ${profile.avatar})`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.email, email))
    .returning();
  return row!;
}

/**
 * The signed-in user proved to Google that they own their account's email (a channel of that
 * Google account connected): from now on "Sign in with Google" may enter this account.
 */
export async function markEmailProven(db: Executor, userId: string, email: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), eq(users.email, email.trim().toLowerCase())));
}

export async function insertSession(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date; userAgent?: string | null },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!;
}

/**
 * The workspace the session acts in and the person's role there (docs/architecture.md §10): the
 * one the session chose while they are still a member of it, else their personal one. Null if
 * they are a member of neither.
 */
const workspaceAccess = sql<WorkspaceAccess | null>`(
  select json_build_object('workspaceId', m.workspace_id, 'role', m.role)
    from workspace_members m
   where m.user_id = ${users.id} and m.workspace_id in (${sessions.workspaceId}, ${users.id})
   order by m.workspace_id = ${sessions.workspaceId} desc nulls last
   limit 1)`;

/** What a request needs of the person who makes it (toUserDto). */
export const requestUserColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  avatar: users.avatar,
  emailVerifiedAt: users.emailVerifiedAt,
  language: users.language,
  timeZone: users.timeZone,
};

/** The user a request's session belongs to: what every API request reads first. */
function prepareFindSessionUser(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      access: workspaceAccess,
      user: requestUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1)
    .prepare('find_session_user');
}
/**
 * Built once per database and prepared once per connection (docs/performance.md §5): built and
 * planned at every request, with every column of the user, it cost 1.3 ms a request instead of 0.4.
 */
const findSessionUserQueries = new WeakMap<Db, ReturnType<typeof prepareFindSessionUser>>();

export async function findSessionUser(db: Db, tokenHash: string) {
  let query = findSessionUserQueries.get(db);
  if (!query) findSessionUserQueries.set(db, (query = prepareFindSessionUser(db)));
  const [row] = await query.execute({ tokenHash });
  return row;
}

export async function deleteSession(db: Executor, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Executor) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

/** "Last seen" moves on at most every 5 minutes: not a write per request. */
export async function touchSession(db: Executor, sessionId: string) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, sql`now() - interval '5 minutes'`)),
    );
}

export async function listSessions(db: Executor, userId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(sql`${sessions.lastSeenAt} desc`);
}

/** Signs out one of the user's sessions; false when it is not theirs (or gone). */
export async function deleteUserSession(db: Executor, userId: string, sessionId: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Every session of the user but `keep` (none kept when null); answers how many ended. */
export async function deleteSessionsOf(db: Executor, userId: string, keep: string | null) {
  const rows = await db
    .delete(sessions)
    .where(
      keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export async function findUserById(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function setPassword(db: Executor, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The language and zone the user's emails are written for (a zone unknown here is dropped). */
export async function setLocale(
  db: Executor,
  userId: string,
  locale: { language: string; timeZone?: string },
) {
  const { language, timeZone } = locale;
  await db
    .update(users)
    .set({ language, ...(timeZone && isTimeZone(timeZone) ? { timeZone } : {}) })
    .where(eq(users.id, userId));
}

/** When a session began: a Google-only account deletes itself only right after signing in. */
export async function sessionStart(db: Executor, sessionId: string) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.createdAt ?? null;
}
