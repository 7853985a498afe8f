import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/transaction';
import { accounts, replies } from '@server/db/schema';
import type { CommentReply } from '@server/platform/platform.types';

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
 * be told of their own answer.
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
  if (!rows.length) return;
  await db.insert(replies).values(rows).onConflictDoNothing();
}
