import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * docs/notifications.md §2: one row per event a user is told of, written by what caused it in
 * the same transaction (the event exists exactly when it happened). The dispatcher then decides,
 * from the user's choices, whether it shows in the centre, goes by email now or in the digest.
 * Its id is the event's id everywhere (the centre, the email, every webhook delivery).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** At most one event per key and user (a quota day's warning, a batch's unconfirmed ones). */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the user's choices were applied (and an email queued): never twice. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** Shown in the centre (the user's choice for its type, when dispatched). */
    shown: boolean('shown').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
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
