import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { NotificationPrefs } from '@core/api/notifications.schema';
import { createdAt, primaryId, timestamps, timestamptz } from './columns';

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    /** Stored lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull(),
    /** Null for a user created from a Google profile who never set a password. */
    passwordHash: text('password_hash'),
    /**
     * When Google proved this user owns the email (they signed in with it, or connected a
     * channel of that Google account while signed in). Null: nobody proved it, so "Sign in with
     * Google" must not enter this account (whoever registered it may not own the address).
     */
    emailVerifiedAt: timestamptz('email_verified_at'),
    fullName: text('full_name'),
    avatar: text('avatar'),
    /** The language of the emails the user gets (en, zh-CN, zh-TW): the app's, as last chosen. */
    language: text('language').notNull().default('en'),
    /** The browser's IANA zone, as last seen: the daily digest goes at 08:00 there. */
    timeZone: text('time_zone'),
    /** docs/notifications.md §3: the user's choices per event; null until they make one. */
    notificationPrefs: jsonb('notification_prefs').$type<NotificationPrefs>(),
    /** When the last digest email was queued: the next waits a full hour or day after it. */
    lastDigestAt: timestamptz('last_digest_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** The person a row belongs to (docs/security.md §1): gone with them. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    userId: ownerId(),
    /** SHA-256 of the cookie token: a leaked table does not hand out sessions. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The browser's User-Agent at sign-in: the account page names the device by it. */
    userAgent: text('user_agent'),
    /** Moved on at most every few minutes (docs/security.md §8), not at every request. */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /**
     * The workspace the session acts in (migration 0042: its key points at workspaces, set null
     * when one goes); null, the person's personal one. Not declared as a reference here: the
     * workspaces' tables refer to users, and the schema's files do not import each other both ways.
     */
    workspaceId: uuid('workspace_id'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Attempts per key (route and client address) in the current window, shared by every instance
 * of the server: a limit per process would multiply with the number of processes.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamptz('reset_at').notNull(),
});

/**
 * docs/security.md §8: single-use links sent by email (verify the address, reset the password).
 * Only the SHA-256 of the token is kept: the table read does not hand out links.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: primaryId(),
    userId: ownerId(),
    purpose: text('purpose').$type<'verifyEmail' | 'resetPassword'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link went to: a link proves that address only. */
    email: text('email').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
  ],
);

/**
 * docs/email.md: every email waits here until the SMTP server took it, so a server that is down
 * or refuses loses nothing. The content is sealed (it may hold a single-use link) and cleared
 * once sent. A row outlives its user (the "account deleted" email): no cascade, set null.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: primaryId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The sealed JSON of the text, HTML and headers; null once sent. */
    contentSealed: text('content_sealed'),
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    /** A failed email was told in its user's centre (docs/email.md §2). */
    toldAt: timestamptz('told_at'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    index('mail_outbox_user_idx').on(t.userId, t.createdAt),
  ],
);
