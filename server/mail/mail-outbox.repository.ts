import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { Executor } from '../db/transaction';

export interface QueuedMail {
  userId: string | null;
  kind: string;
  toAddress: string;
  subject: string;
  contentSealed: string;
}

/** In the caller's transaction: the email exists exactly when what it tells of happened. */
export async function insertMail(db: Executor, mail: QueuedMail) {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * The emails due now, taken for `leaseMs`: a sender that dies mid-send leaves them due again
 * after it (at least once; SMTP gives no way to ask whether a message arrived). SKIP LOCKED: two
 * servers never take the same row at the same time.
 */
export async function claimDueMail(db: Db, limit: number, leaseMs: number) {
  const { rows } = await db.execute<{
    id: string;
    toAddress: string;
    subject: string;
    contentSealed: string;
    attempts: number;
    createdAt: string;
  }>(sql`
    update mail_outbox m set
      next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000}),
      attempts = m.attempts + 1
    where m.id in (
      select id from mail_outbox
       where status = 'queued' and next_attempt_at <= now()
       order by next_attempt_at
       limit ${limit}
       for update skip locked)
    returning m.id, m.to_address as "toAddress", m.subject, m.content_sealed as "contentSealed",
      m.attempts, m.created_at as "createdAt"`);
  return rows;
}

/** Taken by the SMTP server: the content (which may hold a link) is not kept. */
export async function markMailSent(db: Db, id: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, contentSealed: null, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
}

/** Refused or unreachable: tried again at `retryAt`, or given up (`failed`) when null. */
export async function markMailFailed(db: Db, id: string, error: string, retryAt: Date | null) {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { nextAttemptAt: retryAt, lastError: error }
        : { status: 'failed', lastError: error, contentSealed: null },
    )
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
}

/** What became of a user's recent emails: the account page says when one could not be sent. */
export async function recentMailOf(db: Db, userId: string, limit = 20) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      toAddress: mailOutbox.toAddress,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.userId, userId))
    .orderBy(sql`${mailOutbox.createdAt} desc`)
    .limit(limit);
}

/** Sent or given up a month ago: the address and subject are kept no longer (housekeeping). */
export async function deleteOldMail(db: Db) {
  await db
    .delete(mailOutbox)
    .where(
      sql`${mailOutbox.status} <> 'queued' and ${mailOutbox.createdAt} < now() - interval '30 days'`,
    );
}

/** The due watch's question for the mail loop (docs/architecture.md §3), as constant SQL. */
export const MAIL_DUE = `exists (select 1 from mail_outbox
  where status = 'queued' and next_attempt_at <= now())`;
