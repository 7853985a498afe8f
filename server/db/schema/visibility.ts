import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { VISIBILITY_STATES } from '@core/visibility/visibility-state';
import { timestamptz, updatedAt } from './columns';
import { comments } from './posting';
import { workspaceKey, workspaceOwner } from './workspaces';

/** Each look at a posted comment as a viewer (docs/visibility.md): what it found, kept. */
export const commentLooks = pgTable(
  'comment_looks',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    /** 0 for the first look. */
    look: integer('look').notNull(),
    checkedAt: timestamptz('checked_at').notNull(),
    visibility: text('visibility', { enum: VISIBILITY_STATES }).notNull(),
    likeCount: integer('like_count'),
    replyCount: integer('reply_count'),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.look] })],
);

/** Units a workspace's checks spent per quota day: at most VISIBILITY_UNITS_PER_DAY. */
export const visibilityUsage = pgTable(
  'visibility_usage',
  {
    workspaceId: workspaceOwner(),
    day: text('day').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.day] })],
);

/**
 * The workspace's own YouTube API key for checks, sealed like a client secret and never returned.
 * `status`: `unchecked` until a look used it, then `valid`, or `invalid` with Google's words.
 */
export const checkKeys = pgTable('check_keys', {
  workspaceId: workspaceKey(),
  keySealed: text('key_sealed').notNull(),
  status: text('status', { enum: ['unchecked', 'valid', 'invalid'] })
    .notNull()
    .default('unchecked'),
  problem: text('problem'),
  updatedAt: updatedAt(),
});
