import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Tx } from '../../db/transaction';
import { accounts, comments, videos } from '../../db/schema';

export type CommentRow = typeof comments.$inferSelect;

const columns = {
  comment: comments,
  accountName: accounts.channelTitle,
  accountEmail: accounts.email,
  videoTitle: videos.title,
  videoThumbnail: videos.thumbnail,
};

export interface CommentFilter {
  videoId?: string;
  batchId?: string;
  status?: CommentRow['status'];
  id?: string;
}

/** Newest first, with the channel's and the saved video's names where they still exist. */
export async function listComments(db: Db, userId: string, filter: CommentFilter, limit: number) {
  return db
    .select(columns)
    .from(comments)
    .leftJoin(accounts, eq(accounts.id, comments.accountId))
    .leftJoin(videos, and(eq(videos.userId, comments.userId), eq(videos.videoId, comments.videoId)))
    .where(
      and(
        eq(comments.userId, userId),
        filter.videoId ? eq(comments.videoId, filter.videoId) : undefined,
        filter.batchId ? eq(comments.batchId, filter.batchId) : undefined,
        filter.status ? eq(comments.status, filter.status) : undefined,
        filter.id ? eq(comments.id, filter.id) : undefined,
      ),
    )
    .orderBy(desc(comments.updatedAt), desc(comments.position))
    .limit(limit);
}

export async function insertComment(
  db: Db,
  values: { userId: string; accountId: string; videoId: string; content: string },
) {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  return row!;
}

/**
 * Only a comment not posted, not in flight and not queued may be recorded as posted by hand; an
 * unconfirmed one too (the user looked and found it).
 */
export async function markManual(db: Db, userId: string, id: string) {
  const rows = await db
    .update(comments)
    .set({ status: 'manual', postedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(comments.userId, userId),
        eq(comments.id, id),
        sql`(${comments.status} in ('failed', 'cancelled', 'unconfirmed') or (${comments.status} = 'pending' and ${comments.batchId} is null))`,
      ),
    )
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** The user's comment, locked until the transaction ends. */
export async function lockComment(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select({ status: comments.status, batchId: comments.batchId })
    .from(comments)
    .where(and(eq(comments.userId, userId), eq(comments.id, id)))
    .for('update');
  return row;
}

/**
 * Back to the queue with a fresh start, on the user's word that it is not on YouTube: its
 * retries count from zero, and it is sent as soon as its channel's pacing allows.
 */
export async function requeueUnconfirmed(tx: Tx, id: string) {
  await tx
    .update(comments)
    .set({
      status: 'pending',
      attempts: 0,
      checks: 0,
      leaseUntil: null,
      nextAttemptAt: sql`now()`,
      errorMessage: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(comments.id, id), eq(comments.status, 'unconfirmed')));
}
