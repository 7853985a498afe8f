import { and, desc, eq, sql } from 'drizzle-orm';
import { rolesThatCan } from '@core/workspaces/roles';
import type { Executor } from '@server/db/transaction';
import { accounts, comments, replies } from '@server/db/schema';
import { emitEvent } from '@server/notify/emit';
import type { CommentReply } from '@server/platform/platform.types';

/** An event's excerpt of a reply: enough to know what it says. */
const EXCERPT = 200;

// docs/replies.md: the replies read from YouTube, kept for the inbox (modules/inbox).

/** The platform ids of the workspace's channels: what makes a reply ours. */
export async function ourChannelIds(db: Executor, workspaceId: string) {
  const rows = await db
    .select({ channelId: accounts.channelId })
    .from(accounts)
    .where(eq(accounts.workspaceId, workspaceId));
  return new Set(rows.map((row) => row.channelId));
}

/**
 * Keeps the replies read from a thread of the workspace's comment `commentId`; one already kept
 * stays as the workspace left it (read, handled). Ours are read from the start: no one needs to
 * be told of their own answer. Others' new ones are told (`reply.received`, one event for the
 * thread's new replies) to those who may answer. Returns how many were new.
 */
export async function keepReplies(
  db: Executor,
  workspaceId: string,
  commentId: string,
  read: CommentReply[],
  ours: Set<string>,
) {
  const rows = read
    .filter((reply) => reply.id && reply.publishedAt)
    .map((reply) => {
      const mine = reply.authorChannelId !== null && ours.has(reply.authorChannelId);
      return {
        workspaceId,
        commentId,
        platformReplyId: reply.id,
        author: reply.author,
        authorChannelId: reply.authorChannelId,
        ours: mine,
        content: reply.text,
        publishedAt: new Date(reply.publishedAt),
        readAt: mine ? sql`now()` : null,
      };
    });
  if (!rows.length) return 0;
  const kept = await db.insert(replies).values(rows).onConflictDoNothing().returning({
    id: replies.id,
    ours: replies.ours,
    author: replies.author,
    content: replies.content,
    publishedAt: replies.publishedAt,
  });
  const news = kept.filter((reply) => !reply.ours);
  if (news.length) await tellNews(db, workspaceId, commentId, news);
  return kept.length;
}

async function tellNews(
  db: Executor,
  workspaceId: string,
  commentId: string,
  news: { id: string; author: string; content: string; publishedAt: Date }[],
) {
  const newest = news.reduce((a, b) => (b.publishedAt > a.publishedAt ? b : a));
  const [comment] = await db
    .select({ channelTitle: comments.channelTitle, videoId: comments.videoId })
    .from(comments)
    .where(eq(comments.id, commentId));
  await emitEvent(
    db,
    workspaceId,
    'reply.received',
    {
      replyId: newest.id,
      commentId,
      count: news.length,
      author: newest.author,
      excerpt: newest.content.slice(0, EXCERPT),
      channelTitle: comment?.channelTitle ?? '',
      videoId: comment?.videoId ?? '',
    },
    { to: { roles: rolesThatCan('batches.write') } },
  );
}

/** A thread to read (docs/replies.md §1): a posted comment and the reply count a look saw. */
export type Thread = { id: string; platformId: string; replyCount: number };

/**
 * A posted comment whose reply count grew past what was read of its thread, still readable: the
 * very predicate of its partial index (migration 0051), so the rounds find them by it.
 */
export const threadGrown = sql`${comments.replyCount} > coalesce(${comments.repliesCollected}, 0)
  and ${comments.repliesUnreadableAt} is null`;

/** The workspace's grown threads, the newest comments first. */
export function grownThreads(db: Executor, workspaceId: string, limit: number): Promise<Thread[]> {
  return db
    .select({
      id: comments.id,
      platformId: sql<string>`${comments.platformCommentId}`,
      replyCount: sql<number>`${comments.replyCount}`,
    })
    .from(comments)
    .where(and(eq(comments.workspaceId, workspaceId), threadGrown))
    .orderBy(desc(comments.postedAt))
    .limit(limit);
}

/** Read up to the count a look saw: not read again before the count grows past it. */
export const markThreadRead = (db: Executor, thread: Thread) =>
  db
    .update(comments)
    .set({ repliesCollected: thread.replyCount })
    .where(eq(comments.id, thread.id));

/** YouTube no longer shows the thread: said so, and not read again. */
export const markThreadUnreadable = (db: Executor, thread: Thread) =>
  db
    .update(comments)
    .set({ repliesUnreadableAt: sql`now()` })
    .where(eq(comments.id, thread.id));

/** The thread's replies kept so far, ours among them (YouTube counts them all). */
export async function keptCount(db: Executor, thread: Thread) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(replies)
    .where(eq(replies.commentId, thread.id));
  return row?.n ?? 0;
}
