import { sql } from 'drizzle-orm';
import { COMMENT_STATUSES } from '../../core/api/statuses';
import {
  bigint,
  boolean,
  index,
  integer,
  primaryKey,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull(),
    /** Null for a user created from a Google profile who never set a password. */
    passwordHash: text('password_hash'),
    /**
     * When Google proved this user owns the email (they signed in with it, or connected a
     * channel of that Google account while signed in). Null: nobody proved it, so "Sign in with
     * Google" must not enter this account (whoever registered it may not own the address).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    fullName: text('full_name'),
    avatar: text('avatar'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie token: a leaked table does not hand out sessions. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** A Google API credential a user added. The client secret is sealed (AES-256-GCM). */
export const credentials = pgTable(
  'credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('credentials_user_client_key').on(t.userId, t.clientId),
    // At most one default per user, whatever the application does.
    uniqueIndex('credentials_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A connected YouTube channel (the SPEC's "connected account"). `credentialId` null: connected
 * through the server-level credential. Tokens are sealed; `status` is `active` or `error`.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: uuid('credential_id').references(() => credentials.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    channelTitle: text('channel_title'),
    email: text('email').notNull(),
    avatar: text('avatar'),
    googleSub: text('google_sub'),
    status: text('status', { enum: ['active', 'error'] })
      .notNull()
      .default('active'),
    statusReason: text('status_reason'),
    accessTokenSealed: text('access_token_sealed'),
    refreshTokenSealed: text('refresh_token_sealed'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    commentsPosted: integer('comments_posted').notNull().default(0),
    /** Pacing: this channel posts its next comment no sooner than this. */
    nextPostAt: timestamp('next_post_at', { withTimezone: true }),
    /** DESIGN.md §6: after 5 failures in a row, the channel stops posting until resumed. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    postingPaused: boolean('posting_paused').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('accounts_user_channel_key').on(t.userId, t.channelId),
    index('accounts_credential_id_idx').on(t.credentialId),
  ],
);

/**
 * One OAuth round trip in flight: `state` and the browser cookie it is bound to are stored
 * hashed; the PKCE verifier is sealed. Consumed (deleted) by the callback; 10 minutes at most.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    bindingHash: text('binding_hash').notNull(),
    /** The signed-in user connecting a channel; null: an anonymous visitor signing in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Null: the server-level credential. */
    credentialId: uuid('credential_id').references(() => credentials.id, { onDelete: 'cascade' }),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    returnTo: text('return_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('oauth_states_state_hash_key').on(t.stateHash),
    index('oauth_states_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Attempts per key (route and client address) in the current window, shared by every instance
 * of the server: a limit per process would multiply with the number of processes.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Posting settings per user (DESIGN.md §6); a user without a row has the defaults. */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pacingSeconds: integer('pacing_seconds').notNull(),
  dailyCapPerChannel: integer('daily_cap_per_channel').notNull(),
  pauseAll: boolean('pause_all').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the user did, written by the actions themselves; the dashboard reads it. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    accountId: uuid('account_id'),
    videoId: text('video_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_logs_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Video and comment-template categories, one table for both kinds. Names are unique per user and
 * kind without regard to case; things refer to a category by id, so renaming keeps them in it.
 */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['video', 'comment'] }).notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_user_kind_name_key').on(t.userId, t.kind, sql`lower(${t.name})`)],
);

/** A reusable comment. Ordered by displayOrder (high first), then newest first. */
export const commentTemplates = pgTable(
  'comment_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** SPEC §3: always empty, kept for the API's shape. */
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('comment_templates_user_order_idx').on(t.userId, t.displayOrder, t.createdAt),
    index('comment_templates_category_idx').on(t.categoryId),
  ],
);

/**
 * A saved video. Statistics are columns (not JSON) so lists filter and sort in the database.
 * Order: displayOrder ascending (an import starts at -1000), then newest first.
 */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: text('video_id').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** Null: the platform said nothing about it (deleted, private, or the lookup failed). */
    title: text('title'),
    description: text('description'),
    thumbnail: text('thumbnail'),
    channelId: text('channel_id'),
    channelTitle: text('channel_title'),
    channelThumbnail: text('channel_thumbnail'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    duration: text('duration'),
    durationSeconds: integer('duration_seconds'),
    isShort: boolean('is_short').notNull().default(false),
    viewCount: bigint('view_count', { mode: 'number' }),
    likeCount: bigint('like_count', { mode: 'number' }),
    commentCount: bigint('comment_count', { mode: 'number' }),
    displayOrder: integer('display_order').notNull().default(0),
    /**
     * SPEC §4: how many of the user's comments on this video the platform confirmed posted. Kept
     * by triggers on comments and videos (migration 0010), so filtering and paging by it reads one
     * column instead of counting comments per row.
     */
    sentCount: integer('sent_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('videos_user_video_key').on(t.userId, t.videoId),
    // The list's order. Migration 0010 adds INCLUDE (category_id, sent_count), which drizzle does
    // not spell: the filters read them from the index, so a deep page never visits the rows.
    index('videos_user_order_idx').on(
      t.userId,
      t.displayOrder,
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index('videos_category_idx').on(t.categoryId),
  ],
);

/** A launch: every planned comment is a row of `comments`, written with the batch (DESIGN.md §4). */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** single: one text or template; multi: templates with frequencies; api: a per-call endpoint. */
    mode: text('mode', { enum: ['single', 'multi', 'api'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'paused', 'done', 'cancelled'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('batches_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * How many comments of each batch are in each status, per channel: what progress, reports and the
 * time estimate read instead of counting up to 100,000 rows. Triggers on comments (migration
 * 0010) append every change to `batch_count_changes` (appends never wait on a lock, so they
 * cannot deadlock the posting engine); the worker folds them in here every second. The truth is
 * the sum of both (view `batch_tallies`).
 */
export const batchCounts = pgTable(
  'batch_counts',
  {
    /**
     * No foreign key, on purpose: the fold's insert would take a lock on the batch row, which the
     * engine and cancel hold for update. The counts of a deleted batch go with housekeeping.
     */
    batchId: uuid('batch_id').notNull(),
    /** Null: the comments of a channel since disconnected. */
    accountId: uuid('account_id'),
    status: text('status', { enum: COMMENT_STATUSES }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [uniqueIndex('batch_counts_key').on(t.batchId, t.accountId, t.status)],
);

/** Changes to `batch_counts` not yet folded in: appended by triggers, one row per statement. */
export const batchCountChanges = pgTable(
  'batch_count_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    batchId: uuid('batch_id').notNull(),
    accountId: uuid('account_id'),
    status: text('status', { enum: COMMENT_STATUSES }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('batch_count_changes_batch_idx').on(t.batchId)],
);

/**
 * How many of a user's saved videos are in each category with each sent count: what the list's
 * total reads instead of counting 100,000 rows per page (the same scheme as `batch_counts`:
 * triggers on videos append changes, the worker folds them; migration 0011).
 */
export const videoCounts = pgTable(
  'video_counts',
  {
    userId: uuid('user_id').notNull(),
    /** Null: no category. */
    categoryId: uuid('category_id'),
    sentCount: integer('sent_count').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [uniqueIndex('video_counts_key').on(t.userId, t.categoryId, t.sentCount)],
);

export const videoCountChanges = pgTable(
  'video_count_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    categoryId: uuid('category_id'),
    sentCount: integer('sent_count').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('video_count_changes_user_idx').on(t.userId)],
);

/** Units spent per credential per quota day (midnight Pacific). Reserved before each call. */
export const quotaUsage = pgTable(
  'quota_usage',
  {
    /** A credential id, or `server` for the server-level credential. */
    credentialKey: text('credential_key').notNull(),
    day: text('day').notNull(),
    units: integer('units').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.credentialKey, t.day] })],
);

/**
 * One comment to post, posted, or recorded. The posting engine's queue: its status is the single
 * source of truth (DESIGN.md §4). `posted` only with the platform's comment id.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The channel that posts it; null once that channel was disconnected (history stays). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /**
     * The channel's name and picture when the comment was planned: reports still say who posted
     * what after the channel is disconnected.
     */
    channelTitle: text('channel_title'),
    channelAvatar: text('channel_avatar'),
    /** The platform's video id. */
    videoId: text('video_id').notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: COMMENT_STATUSES }).notNull().default('pending'),
    errorMessage: text('error_message'),
    /**
     * Why it failed or stayed unconfirmed, as a code the web translates (the platform's reason,
     * e.g. commentsDisabled, or one of the engine's own); errorMessage keeps the platform's text.
     */
    errorReason: text('error_reason'),
    platformCommentId: text('platform_comment_id'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    /**
     * Null: recorded on its own (POST /api/comments), not queued for posting. No foreign key, on
     * purpose: its check costs a lookup per row, a third of the time to write a 100,000-comment
     * batch. Only insertBatch writes it, with the batch it just made in the same transaction, and
     * batches go only with their user, whose comments go with them through user_id.
     */
    batchId: uuid('batch_id'),
    templateId: uuid('template_id'),
    /** Posting order within the batch. */
    position: integer('position').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** Not claimed before this: backoff after a transient failure, or the quota reset. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the last send began, written before the call leaves: a lost answer is looked for among
     * the comments made after it. Also what the daily cap counts.
     */
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
    /**
     * While `posting` or `verifying`: no other worker touches the row before this. A send's lease
     * outlasts the platform timeout, so once it has passed nothing of that send is in flight any
     * more, and the comment is looked for on the platform (never sent again blindly).
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Look-ups made for the current uncertain send (failed reads are retried a few times). */
    checks: integer('checks').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('comments_user_video_status_idx').on(t.userId, t.videoId, t.status),
    index('comments_batch_idx').on(t.batchId, t.status),
    // Reports: the newest first. A batch's rows share one timestamp, so position comes next and
    // they arrive in index order (cheap to insert).
    index('comments_user_recent_idx').on(t.userId, t.updatedAt, t.position),
    index('comments_due_idx')
      .on(t.nextAttemptAt, t.position)
      .where(sql`${t.status} = 'pending' and ${t.batchId} is not null`),
    // The daily cap counts a channel's sends: only those rows, so a queue of 100,000 pending
    // comments is neither scanned at each claim nor slowed down on insert.
    index('comments_account_sent_idx')
      .on(t.accountId, t.attemptStartedAt)
      .where(sql`${t.status} in ('posting', 'verifying', 'posted', 'unconfirmed')`),
    // Sends in flight and look-ups: a handful of rows, read at every claim (is the channel busy,
    // is a lease over).
    index('comments_leased_idx')
      .on(t.accountId, t.leaseUntil)
      .where(sql`${t.status} in ('posting', 'verifying')`),
    // One platform comment is one of our comments: a look-up can never claim another's.
    uniqueIndex('comments_platform_comment_key')
      .on(t.platformCommentId)
      .where(sql`${t.platformCommentId} is not null`),
  ],
);
