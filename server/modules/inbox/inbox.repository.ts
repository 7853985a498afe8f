import { and, asc, desc, eq, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { InboxReply, InboxThread } from '@core/api/inbox.schema';
import type { Db } from '@server/db/database';
import type { Executor } from '@server/db/transaction';
import { comments, inboxCounts, replies, videos, workspaceMembers } from '@server/db/schema';

/** Kept by a trigger on `replies` (migration 0051): one row's read however large the inbox. */
export async function countUnread(db: Executor, workspaceId: string) {
  const [row] = await db
    .select({ n: inboxCounts.unread })
    .from(inboxCounts)
    .where(eq(inboxCounts.workspaceId, workspaceId));
  return row?.n ?? 0;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

export interface InboxFilters {
  unread: boolean;
  waiting: boolean;
  accountId?: string;
  assigneeId?: string;
  videoId?: string;
  batchId?: string;
  templateId?: string;
}

/** The comment a reply answers, as the inbox shows it beside the reply. */
const commentColumns = {
  id: comments.id,
  content: comments.content,
  videoId: comments.videoId,
  accountId: comments.accountId,
  channelTitle: comments.channelTitle,
  batchId: comments.batchId,
};

/** The inbox's filters, on `replies` joined with `comments`. */
const filtered = (workspaceId: string, options: InboxFilters) =>
  and(
    eq(replies.workspaceId, workspaceId),
    eq(replies.ours, false),
    options.unread ? isNull(replies.readAt) : undefined,
    options.accountId ? eq(replies.accountId, options.accountId) : undefined,
    options.assigneeId ? eq(replies.assigneeId, options.assigneeId) : undefined,
    options.videoId ? eq(comments.videoId, options.videoId) : undefined,
    options.batchId ? eq(comments.batchId, options.batchId) : undefined,
    options.templateId ? eq(comments.templateId, options.templateId) : undefined,
    // Waiting for an answer: no reply of ours in its thread came after it.
    options.waiting
      ? notExists(
          sql`(select 1 from replies answered where answered.comment_id = ${replies.commentId}
                 and answered.ours and answered.published_at > ${replies.publishedAt})`,
        )
      : undefined,
  );

/** A page of the inbox: others' replies to the workspace's comments, newest first. */
export async function listInbox(
  db: Executor,
  workspaceId: string,
  options: InboxFilters & { before?: string; limit: number },
): Promise<InboxReply[]> {
  const after = options.before
    ? db
        .select({ publishedAt: replies.publishedAt, id: replies.id })
        .from(replies)
        .where(and(eq(replies.workspaceId, workspaceId), eq(replies.id, options.before)))
    : undefined;
  const [cursor] = after ? await after : [];
  const rows = await db
    .select({
      reply: replies,
      comment: commentColumns,
      videoTitle: videos.title,
    })
    .from(replies)
    .innerJoin(comments, eq(comments.id, replies.commentId))
    .leftJoin(
      videos,
      and(eq(videos.workspaceId, comments.workspaceId), eq(videos.videoId, comments.videoId)),
    )
    .where(
      and(
        filtered(workspaceId, options),
        cursor
          ? or(
              lt(replies.publishedAt, cursor.publishedAt),
              and(eq(replies.publishedAt, cursor.publishedAt), lt(replies.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(replies.publishedAt), desc(replies.id))
    .limit(options.limit);
  return rows.map(({ reply, comment, videoTitle }) => ({
    id: reply.id,
    author: reply.author,
    content: reply.content,
    publishedAt: reply.publishedAt.toISOString(),
    readAt: iso(reply.readAt),
    handledAt: iso(reply.handledAt),
    assigneeId: reply.assigneeId,
    comment: { ...comment, videoTitle },
  }));
}

/** Whether `userId` is a member of the workspace: who a reply may be given to. */
export async function isMember(db: Executor, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row !== undefined;
}

/** Read, handled, given to someone: the reply's row as changed, or undefined when not here. */
export async function updateReply(
  db: Db,
  workspaceId: string,
  id: string,
  change: { read?: boolean; handled?: boolean; assigneeId?: string | null },
) {
  const at = (on: boolean | undefined, column: typeof replies.readAt) =>
    on === undefined ? undefined : on ? sql`coalesce(${column}, now())` : null;
  const [row] = await db
    .update(replies)
    .set({
      readAt: at(change.read, replies.readAt),
      handledAt: at(change.handled, replies.handledAt),
      assigneeId: change.assigneeId,
    })
    .where(and(eq(replies.workspaceId, workspaceId), eq(replies.id, id)))
    .returning({ id: replies.id });
  return row;
}

/** Whether the workspace has any reply of others: the navigation offers the inbox only then. */
export async function hasReplies(db: Executor, workspaceId: string) {
  const rows = await db
    .select({ id: replies.id })
    .from(replies)
    .where(and(eq(replies.workspaceId, workspaceId), eq(replies.ours, false)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The thread of the workspace's reply `id`, as kept; undefined when the reply is not here. Its
 * replies and its answers on their way are read in one snapshot: read apart, an answer posted
 * between the two reads was in neither, and the screen, seeing nothing on its way, stopped
 * looking (the journey caught it in two runs of six).
 */
export function threadOf(db: Db, workspaceId: string, id: string) {
  return db.transaction((tx) => readThread(tx, workspaceId, id), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readThread(
  db: Executor,
  workspaceId: string,
  id: string,
): Promise<InboxThread | undefined> {
  const [found] = await db
    .select({
      comment: {
        ...commentColumns,
        platformCommentId: comments.platformCommentId,
        unreadableAt: comments.repliesUnreadableAt,
      },
      videoTitle: videos.title,
    })
    .from(replies)
    .innerJoin(comments, eq(comments.id, replies.commentId))
    .leftJoin(
      videos,
      and(eq(videos.workspaceId, comments.workspaceId), eq(videos.videoId, comments.videoId)),
    )
    .where(and(eq(replies.workspaceId, workspaceId), eq(replies.id, id)));
  if (!found) return undefined;
  const commentId = found.comment.id;
  const [kept, answers] = await Promise.all([
    db
      .select()
      .from(replies)
      .where(eq(replies.commentId, commentId))
      .orderBy(asc(replies.publishedAt), asc(replies.id)),
    db
      .select({
        id: comments.id,
        batchId: comments.batchId,
        replyId: comments.replyId,
        content: comments.content,
        status: comments.status,
        channelTitle: comments.channelTitle,
        errorReason: comments.errorReason,
        errorMessage: comments.errorMessage,
      })
      .from(comments)
      .innerJoin(replies, eq(replies.id, comments.replyId))
      .where(
        and(
          eq(comments.workspaceId, workspaceId),
          eq(replies.commentId, commentId),
          ne(comments.status, 'posted'),
        ),
      )
      .orderBy(asc(comments.createdAt)),
  ]);
  return {
    comment: {
      ...found.comment,
      unreadableAt: iso(found.comment.unreadableAt),
      videoTitle: found.videoTitle,
    },
    replies: kept.map((reply) => ({
      id: reply.id,
      author: reply.author,
      content: reply.content,
      publishedAt: reply.publishedAt.toISOString(),
      ours: reply.ours,
      readAt: iso(reply.readAt),
      handledAt: iso(reply.handledAt),
      assigneeId: reply.assigneeId,
    })),
    answers,
  };
}
