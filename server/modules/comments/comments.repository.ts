import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Tx } from '../../db/transaction';
import { accounts, comments, videos } from '../../db/schema';

export type CommentRow = typeof comments.$inferSelect;

const columns = {
  comment: comments,
  // The channel's current name while it is connected; the one it had, once disconnected.
  accountName: sql<string | null>`coalesce(${accounts.channelTitle}, ${comments.channelTitle})`,
  accountAvatar: sql<string | null>`coalesce(${accounts.avatar}, ${comments.channelAvatar})`,
  accountEmail: accounts.email,
  videoTitle: videos.title,
  videoThumbnail: videos.thumbnail,
};

export interface CommentFilter {
  videoId?: string;
  batchId?: string;
  accountId?: string;
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
        filter.accountId ? eq(comments.accountId, filter.accountId) : undefined,
        filter.status ? eq(comments.status, filter.status) : undefined,
        filter.id ? eq(comments.id, filter.id) : undefined,
      ),
    )
    .orderBy(desc(comments.updatedAt), desc(comments.position))
    .limit(limit);
}

/** A batch's comments in plan order, after `afterPosition`: a report read page by page. */
export async function batchComments(
  db: Db,
  userId: string,
  batchId: string,
  afterPosition: number,
  limit: number,
) {
  return db
    .select(columns)
    .from(comments)
    .leftJoin(accounts, eq(accounts.id, comments.accountId))
    .leftJoin(videos, and(eq(videos.userId, comments.userId), eq(videos.videoId, comments.videoId)))
    .where(
      and(
        eq(comments.userId, userId),
        eq(comments.batchId, batchId),
        sql`${comments.position} > ${afterPosition}`,
      ),
    )
    .orderBy(comments.position)
    .limit(limit);
}

export async function insertComment(
  db: Db,
  values: { userId: string; accountId: string; videoId: string; content: string },
) {
  const [row] = await db
    .insert(comments)
    .values({
      ...values,
      channelTitle: sql`(select channel_title from accounts where id = ${values.accountId})`,
      channelAvatar: sql`(select avatar from accounts where id = ${values.accountId})`,
    })
    .returning({ id: comments.id });
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

/** The comments the user may post again: refused by the platform, or looked for and not found. */
export const RESENDABLE = ['failed', 'unconfirmed'] as const;

/**
 * Back to the queue with a fresh start, on the user's word: its retries count from zero, and it
 * is sent as soon as its channel's pacing allows.
 */
export async function requeueForResend(tx: Tx, id: string) {
  await tx
    .update(comments)
    .set({
      status: 'pending',
      attempts: 0,
      checks: 0,
      leaseUntil: null,
      nextAttemptAt: sql`now()`,
      errorMessage: null,
      errorReason: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(comments.id, id), inArray(comments.status, [...RESENDABLE])));
}
