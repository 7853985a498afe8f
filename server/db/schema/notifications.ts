import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from './columns';
import { ownerId } from './users';
import { workspaces } from './workspaces';

/**
 * docs/notifications.md §2: one row per event and person told of it, written by what caused it in
 * the same transaction (the event exists exactly when it happened). The dispatcher then decides,
 * from the user's choices, whether it shows in the centre, goes by email now or in the digest.
 * Its id is the event's id everywhere (the centre, the email, every webhook delivery).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    /** The person told. */
    userId: ownerId(),
    /** The workspace the event happened in; null: the person's own (their personal workspace). */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The one row of an event that its workspace's webhooks deliver (migration 0043). */
    deliversWebhooks: boolean('delivers_webhooks').notNull().default(true),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** At most one event per key and user (a quota day's warning, a batch's unconfirmed ones). */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    /** Set once the user's choices were applied (and an email queued): never twice. */
    dispatchedAt: timestamptz('dispatched_at'),
    /** Shown in the centre (the user's choice for its type, when dispatched). */
    shown: boolean('shown').notNull().default(false),
    readAt: timestamptz('read_at'),
    /** `waiting` for the next digest email, `sent` once in one; null when not in a digest. */
    digest: text('digest').$type<'waiting' | 'sent'>(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key').on(t.userId, t.dedupeKey),
    index('notifications_undispatched_idx')
      .on(t.createdAt)
      .where(sql`dispatched_at is null`),
    // The centre: a user's shown notifications, newest first; the bell's unread count.
    index('notifications_user_shown_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`shown`),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`shown and read_at is null`),
    index('notifications_digest_idx')
      .on(t.userId)
      .where(sql`digest = 'waiting'`),
  ],
);
