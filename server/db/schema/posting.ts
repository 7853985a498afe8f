import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BATCH_STATUSES,
  COMMENT_STATUSES,
  IN_FLIGHT_COMMENT_STATUSES,
  SENT_COMMENT_STATUSES,
} from '@core/posting/states';
import type { FailureParams } from '@core/api/failure-reasons';
import type { Readiness } from '@core/api/posting-windows.schema';
import type { BatchPreview, LaunchBody } from '@core/api/batches.schema';
import type { PlanChoice } from '@core/posting/plan';
import { VISIBILITY_STATES } from '@core/visibility/visibility-state';
import { statusList } from '../sql-helpers';
import { primaryId, timestamps, timestamptz } from './columns';
import { users } from './users';
import { workspaceOwner } from './workspaces';
import { accounts } from './channels';

/** A launch as an editor confirmed it: what they sent, and the texts it resolved to then. */
export type ConfirmedLaunch = { body: LaunchBody; choice: PlanChoice };

/**
 * A launch: every planned comment is a row of `comments`, written with the batch
 * (docs/posting-engine.md §2).
 */
export const batches = pgTable(
  'batches',
  {
    id: primaryId(),
    workspaceId: workspaceOwner(),
    /** Who confirmed it (migration 0046): an editor controls their own batches only. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** single: one text or template; multi: templates with frequencies; api: a per-call endpoint. */
    mode: text('mode', { enum: ['single', 'multi', 'api', 'answer'] }).notNull(),
    status: text('status', { enum: BATCH_STATUSES }).notNull().default('queued'),
    total: integer('total').notNull(),
    /** docs/schedules.md: not before this; null: at once. */
    startAt: timestamptz('start_at'),
    /** The zone the start was chosen in, shown back with it. */
    startTimeZone: text('start_time_zone'),
    /** docs/schedules.md §6: when its channels and videos were checked before its start. */
    readyCheckedAt: timestamptz('ready_checked_at'),
    /** What that check found: channels and videos that cannot be posted to. */
    readiness: jsonb('readiness').$type<Readiness>(),
    /** Nothing of it could be posted at the check: it waits (checked again) instead of starting. */
    readyWaiting: boolean('ready_waiting').notNull().default(false),
    finishedAt: timestamptz('finished_at'),
    /**
     * docs/architecture.md §10 (migration 0047): what an editor confirmed when it waits for
     * approval, the launch as sent with the texts it resolved to, and the confirmation they saw;
     * null otherwise.
     */
    launch: jsonb('launch').$type<ConfirmedLaunch>(),
    confirmation: jsonb('confirmation').$type<BatchPreview>(),
    /** Who approved or rejected it, and when; a rejection's reason. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    rejectionReason: text('rejection_reason'),
    ...timestamps,
  },
  (t) => [
    index('batches_workspace_created_idx').on(t.workspaceId, t.createdAt),
    // The worker queues scheduled batches whose start has come, every second.
    index('batches_scheduled_idx')
      .on(t.startAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('batches_awaiting_idx')
      .on(t.workspaceId, t.createdAt)
      .where(sql`${t.status} = 'awaitingApproval'`),
    check('batches_status_check', sql`${t.status} in (${statusList(BATCH_STATUSES)})`),
  ],
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
 * Quota spent per credential per quota day (midnight Pacific), one column per bucket of Google's
 * (docs/platform.md §2, migration 0034). Reserved before each call.
 */
export const quotaUsage = pgTable(
  'quota_usage',
  {
    /** A credential id, or `server` for the server-level credential. */
    credentialKey: text('credential_key').notNull(),
    day: text('day').notNull(),
    /** The default bucket: the units every call but a search or a batchGetStats takes. */
    units: integer('units').notNull().default(0),
    /** The search bucket: search.list calls. */
    searchCalls: integer('search_calls').notNull().default(0),
    /** The stats bucket: videos.batchGetStats units. */
    statsUnits: integer('stats_units').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.credentialKey, t.day] })],
);

/**
 * One comment to post, posted, or recorded. The posting engine's queue: its status is the single
 * source of truth (docs/posting-engine.md §1). `posted` only with the platform's comment id.
 */
export const comments = pgTable(
  'comments',
  {
    id: primaryId(),
    workspaceId: workspaceOwner(),
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
    /** What Google said when it refused or failed, in its own words; never the engine's. */
    errorMessage: text('error_message'),
    /**
     * Why it failed or stayed unconfirmed, as a code the web translates (the platform's reason,
     * e.g. commentsDisabled, or one of the engine's own: core/api/failure-reasons.ts).
     */
    errorReason: text('error_reason'),
    /** What fills the reason's placeholders (migration 0036): `{ count: 5 }`. */
    errorParams: jsonb('error_params').$type<FailureParams>(),
    platformCommentId: text('platform_comment_id'),
    postedAt: timestamptz('posted_at'),
    /**
     * Null: recorded on its own (POST /api/comments), not queued for posting. No foreign key, on
     * purpose: its check costs a lookup per row, a third of the time to write a 100,000-comment
     * batch. Only insertBatch writes it, with the batch it just made in the same transaction, and
     * batches go only with their workspace, whose comments go with them through workspace_id.
     */
    batchId: uuid('batch_id'),
    templateId: uuid('template_id'),
    /** Posting order within the batch. */
    position: integer('position').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** Not claimed before this: backoff after a transient failure, or the quota reset. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /**
     * When the last send began, written before the call leaves: a lost answer is looked for among
     * the comments made after it. Also what the daily cap counts.
     */
    attemptStartedAt: timestamptz('attempt_started_at'),
    /**
     * While `posting` or `verifying`: no other worker touches the row before this. A send's lease
     * outlasts the platform timeout, so once it has passed nothing of that send is in flight any
     * more, and the comment is looked for on the platform (never sent again blindly).
     */
    leaseUntil: timestamptz('lease_until'),
    /** Look-ups made for the current uncertain send (failed reads are retried a few times). */
    checks: integer('checks').notNull().default(0),
    /**
     * What others see of it once posted (docs/visibility.md): null until the checker schedules
     * its looks as a viewer; then `checking`, and each look's answer.
     */
    visibility: text('visibility', { enum: VISIBILITY_STATES }),
    /** Why it cannot be checked (`cannotCheck`), as a code the web translates. */
    visibilityReason: text('visibility_reason'),
    /** Looks made so far: the next is the look of that index in VISIBILITY_CHECK_DELAYS. */
    visibilityLooks: integer('visibility_looks').notNull().default(0),
    visibilityCheckedAt: timestamptz('visibility_checked_at'),
    /** When the next look is due; null: no more looks. */
    visibilityNextAt: timestamptz('visibility_next_at'),
    /**
     * Its last look did not list it, and nothing yet says whether its video is still there: what
     * the look found waits for its video to be asked about, 50 videos a call (docs/visibility.md
     * §4). Meanwhile `visibilityNextAt` is when it is asked at the latest.
     */
    visibilityMissedAt: timestamptz('visibility_missed_at'),
    /** A viewer saw it once: missing later means removed, not held. */
    seenVisible: boolean('seen_visible').notNull().default(false),
    likeCount: integer('like_count'),
    replyCount: integer('reply_count'),
    /** Its state at the second look (1 hour by default): what a channel's health flag reads. */
    secondLookVisibility: text('second_look_visibility', { enum: VISIBILITY_STATES }),
    secondLookAt: timestamptz('second_look_at'),
    /**
     * Its state at the first look a day or more after posting that could judge it: what a batch's
     * progress counts (migration 0028, kept with each look).
     */
    dayLookVisibility: text('day_look_visibility', { enum: VISIBILITY_STATES }),
    /** When the user last opened its replies: newer ones are marked new. */
    repliesSeenAt: timestamptz('replies_seen_at'),
    /**
     * docs/replies.md §3 (migration 0051): an answer, posted into the thread of this top-level
     * comment of YouTube's (comments.insert with it as parent) instead of onto the video.
     */
    parentPlatformCommentId: text('parent_platform_comment_id'),
    /** The inbox's reply it answers (references replies, set null when that reply goes). */
    replyId: uuid('reply_id'),
    /** docs/replies.md §1: its reply count when its thread was last read in the background. */
    repliesCollected: integer('replies_collected'),
    /** YouTube stopped showing its thread to the viewer: not read again. */
    repliesUnreadableAt: timestamptz('replies_unreadable_at'),
    ...timestamps,
  },
  (t) => [
    index('comments_workspace_video_status_idx').on(t.workspaceId, t.videoId, t.status),
    index('comments_batch_idx').on(t.batchId, t.status),
    // Reports: the newest first. A batch's rows share one timestamp, so position comes next and
    // they arrive in index order (cheap to insert).
    index('comments_workspace_recent_idx').on(t.workspaceId, t.updatedAt, t.position),
    // The worker's claim: each free channel's first due comment (migration 0026).
    index('comments_channel_due_idx')
      .on(t.accountId, t.nextAttemptAt, t.position)
      .where(sql`${t.status} = 'pending' and ${t.batchId} is not null`),
    // The daily cap counts a channel's sends: only those rows, so a queue of 100,000 pending
    // comments is neither scanned at each claim nor slowed down on insert.
    index('comments_account_sent_idx')
      .on(t.accountId, t.attemptStartedAt)
      .where(sql`${t.status} in (${statusList(SENT_COMMENT_STATUSES)})`),
    // Sends in flight and look-ups: a handful of rows, read at every claim (is the channel busy,
    // is a lease over).
    index('comments_leased_idx')
      .on(t.accountId, t.leaseUntil)
      .where(sql`${t.status} in (${statusList(IN_FLIGHT_COMMENT_STATUSES)})`),
    // One platform comment is one of our comments: a look-up can never claim another's.
    uniqueIndex('comments_platform_comment_key')
      .on(t.platformCommentId)
      .where(sql`${t.platformCommentId} is not null`),
    check('comments_status_check', sql`${t.status} in (${statusList(COMMENT_STATUSES)})`),
    // The checker's round: a workspace's due looks, oldest first, among millions of rows.
    index('comments_visibility_due_idx')
      .on(t.workspaceId, t.visibilityNextAt, t.id)
      .where(sql`${t.visibilityNextAt} is not null`),
    // Looks waiting for their video to be asked about: a few hundred rows at most per workspace.
    index('comments_visibility_missed_idx')
      .on(t.workspaceId, t.visibilityMissedAt)
      .where(sql`${t.visibilityMissedAt} is not null`),
    // Posted and not yet scheduled: a handful of rows, read at every round.
    index('comments_visibility_new_idx')
      .on(t.postedAt)
      .where(sql`${t.status} = 'posted' and ${t.visibility} is null`),
    // A channel's health: its comments looked at in the last 7 days, its last second looks.
    index('comments_account_checked_idx')
      .on(t.accountId, t.visibilityCheckedAt)
      .where(sql`${t.visibilityCheckedAt} is not null`),
    index('comments_second_look_idx')
      .on(t.accountId, t.secondLookAt)
      .where(sql`${t.secondLookAt} is not null`),
  ],
);
