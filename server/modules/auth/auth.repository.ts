import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { sessions, users } from '../../db/schema';

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
  values: { userId: string; tokenHash: string; expiresAt: Date },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!;
}

export async function findSessionUser(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Executor, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Executor) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
