import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { primaryId, timestamptz } from './columns';
import { accounts } from './channels';
import { comments } from './posting';
import { users } from './users';
import { workspaceOwner, workspaces } from './workspaces';

/**
 * docs/replies.md (migration 0050): a reply to one of the workspace's posted comments, as read
 * from YouTube, with what the workspace did with it (read, handled, given to a member).
 */
export const replies = pgTable(
  'replies',
  {
    id: primaryId(),
    workspaceId: workspaceOwner(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    platformReplyId: text('platform_reply_id').notNull(),
    author: text('author').notNull(),
    authorChannelId: text('author_channel_id'),
    /** Written by one of the workspace's own channels. */
    ours: boolean('ours').notNull().default(false),
    content: text('content').notNull(),
    publishedAt: timestamptz('published_at').notNull(),
    collectedAt: timestamptz('collected_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
    handledAt: timestamptz('handled_at'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Its comment's channel, copied on insert (migration 0051): the inbox's channel filter. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('replies_comment_reply_key').on(t.commentId, t.platformReplyId),
    index('replies_inbox_idx').on(t.workspaceId, sql`${t.publishedAt} desc`, sql`${t.id} desc`),
    index('replies_unread_idx')
      .on(t.workspaceId, sql`${t.publishedAt} desc`, sql`${t.id} desc`)
      .where(sql`not ${t.ours} and ${t.readAt} is null`),
    index('replies_channel_idx')
      .on(t.workspaceId, t.accountId, sql`${t.publishedAt} desc`, sql`${t.id} desc`)
      .where(sql`not ${t.ours}`),
    index('replies_assignee_idx')
      .on(t.workspaceId, t.assigneeId, sql`${t.publishedAt} desc`, sql`${t.id} desc`)
      .where(sql`not ${t.ours} and ${t.assigneeId} is not null`),
  ],
);

/** The inbox's unread replies per workspace, kept by a trigger on `replies` (migration 0051). */
export const inboxCounts = pgTable('inbox_counts', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  unread: integer('unread').notNull().default(0),
});
