import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { accountTokens } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

export type TokenPurpose = 'verifyEmail' | 'resetPassword';

export async function insertToken(
  db: Executor,
  values: {
    userId: string;
    purpose: TokenPurpose;
    tokenHash: string;
    email: string;
    expiresAt: Date;
  },
) {
  await db.insert(accountTokens).values(values);
}

/** The token whatever its state: to say why a link no longer works (used, expired). */
export async function findToken(db: Executor, purpose: TokenPurpose, tokenHash: string) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.purpose, purpose), eq(accountTokens.tokenHash, tokenHash)));
  return row;
}

/**
 * Uses the token, in one statement: of two requests with the same link, one wins and the other
 * finds it used. Answers the token's user and address, or undefined.
 */
export async function consumeToken(db: Executor, purpose: TokenPurpose, tokenHash: string) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.purpose, purpose),
        eq(accountTokens.tokenHash, tokenHash),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row;
}

/** A new password: every reset link sent before it stops working. */
export async function retireTokens(db: Executor, userId: string, purpose: TokenPurpose) {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** Links a day past their end: nothing reads them again. */
export async function deleteOldTokens(db: Executor) {
  await db.delete(accountTokens).where(sql`${accountTokens.expiresAt} < now() - interval '1 day'`);
}
