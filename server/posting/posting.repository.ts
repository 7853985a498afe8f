import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, comments } from '../db/schema';
import type { Tx } from '../db/transaction';

/** Why something did not go as planned: a code the web translates, and the text to show beside it. */
export type Failure = { reason: string; message: string };

export type ClaimedComment = {
  id: string;
  userId: string;
  batchId: string;
  accountId: string;
  videoId: string;
  content: string;
  attempts: number;
  credentialId: string | null;
  channelId: string;
  pacingSeconds: number;
  dailyCap: number;
};

/**
 * The next comment due, locked with its channel (FOR UPDATE SKIP LOCKED: several workers never
 * take the same comment, nor two comments of one channel at once). Due means: pending, its time
 * come, its batch running, its channel active, unpaused, past its pacing and with no send of its
 * own still in flight or being looked for, and the user's "pause all" off.
 */
export async function lockNextDue(
  tx: Tx,
  defaults: { pacingSeconds: number; dailyCap: number },
  now: Date,
) {
  const result = await tx.execute<ClaimedComment>(sql`
    select c.id, c.user_id as "userId", c.batch_id as "batchId", c.account_id as "accountId",
           c.video_id as "videoId", c.content, c.attempts,
           a.credential_id as "credentialId", a.channel_id as "channelId",
           coalesce(s.pacing_seconds, ${defaults.pacingSeconds}) as "pacingSeconds",
           coalesce(s.daily_cap_per_channel, ${defaults.dailyCap}) as "dailyCap"
      from comments c
      join batches b on b.id = c.batch_id
      join accounts a on a.id = c.account_id
      left join user_settings s on s.user_id = c.user_id
     where c.status = 'pending' and c.batch_id is not null and c.next_attempt_at <= ${now}::timestamptz
       and b.status in ('queued', 'running')
       and a.status = 'active' and not a.posting_paused
       and (a.next_post_at is null or a.next_post_at <= ${now}::timestamptz)
       and not exists (select 1 from comments o
                        where o.account_id = c.account_id and o.status in ('posting', 'verifying'))
       and not coalesce(s.pause_all, false)
     order by c.next_attempt_at, c.position
     limit 1
       for update of c, a skip locked`);
  return result.rows[0];
}

/** How many sends of the channel since `since` may have reached the platform. */
export async function sentSince(tx: Tx, accountId: string, since: Date) {
  const result = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from comments
     where account_id = ${accountId} and status in ('posting', 'verifying', 'posted', 'unconfirmed')
       and attempt_started_at >= ${since}`);
  return result.rows[0]?.n ?? 0;
}

/** Not before `until` (the quota reset, the next day for the daily cap). */
export async function deferComment(db: Db | Tx, id: string, until: Date) {
  await db
    .update(comments)
    .set({ nextAttemptAt: until, updatedAt: sql`now()` })
    .where(eq(comments.id, id));
}

/**
 * Marks the send begun (its time kept as the evidence to look for, its lease taken), moves the
 * channel's pacing on and the batch to running: one statement, as this runs once per comment.
 */
export async function startSend(
  tx: Tx,
  claimed: ClaimedComment,
  options: { pacingSeconds: number; leaseMs: number; now: Date },
) {
  const { pacingSeconds, leaseMs, now } = options;
  await tx.execute(sql`
    with sending as (
      update comments
         set status = 'posting', attempts = attempts + 1, attempt_started_at = ${now}::timestamptz,
             lease_until = ${now}::timestamptz + make_interval(secs => ${leaseMs / 1000}),
             checks = 0, updated_at = now()
       where id = ${claimed.id}),
    paced as (
      update accounts
         set next_post_at = ${now}::timestamptz + make_interval(secs => ${pacingSeconds})
       where id = ${claimed.accountId})
    update batches set status = 'running', updated_at = now()
     where id = ${claimed.batchId} and status = 'queued'`);
}

/**
 * Every result is written only if the send is still this attempt's: a late answer for a send
 * that was already given up on (and re-checked) changes nothing.
 */
export const thisAttempt = (id: string, attempt: number) =>
  and(eq(comments.id, id), eq(comments.status, 'posting'), eq(comments.attempts, attempt));

/**
 * A comment going back to the queue: `pending`, or `cancelled` when its batch was cancelled
 * meanwhile (cancel only reaches what is pending; a pending comment of a cancelled batch would
 * never be taken, and its batch never end).
 */
export const backToQueue = sql<'pending' | 'cancelled'>`case when exists (
    select 1 from batches b where b.id = ${comments.batchId} and b.status = 'cancelled')
  then 'cancelled' else 'pending' end`;

export async function recordPosted(
  tx: Tx,
  claimed: ClaimedComment,
  attempt: number,
  platformCommentId: string,
  now: Date,
) {
  return markPosted(tx, thisAttempt(claimed.id, attempt), platformCommentId, now, {
    pacingSeconds: claimed.pacingSeconds,
  });
}

/**
 * Posted with the platform's id, counted on its channel; false when `where` no longer holds.
 * With `pacingSeconds` (the answer just came), the channel's next send waits that long from now.
 */
export async function markPosted(
  tx: Tx,
  where: SQL | undefined,
  platformCommentId: string,
  now: Date,
  pace?: { pacingSeconds: number },
) {
  const nextPostAt = pace
    ? sql`greatest(coalesce(next_post_at, ${now}::timestamptz),
                   ${now}::timestamptz + make_interval(secs => ${pace.pacingSeconds}))`
    : sql`next_post_at`;
  const result = await tx.execute(sql`
    with posted as (
      update comments
         set status = 'posted', platform_comment_id = ${platformCommentId}, posted_at = ${now}::timestamptz,
             error_message = null, lease_until = null, updated_at = now()
       where ${where}
      returning account_id)
    update accounts
       set comments_posted = comments_posted + 1, last_used_at = now(), consecutive_failures = 0,
           next_post_at = ${nextPostAt}
     where id in (select account_id from posted)`);
  return (result.rowCount ?? 0) > 0;
}

/**
 * The channel's next send waits a full pacing interval after this answer: the platform received
 * the previous send at the latest now, so consecutive sends reach it no closer than the pacing.
 */
export async function paceAfterAnswer(tx: Tx, accountId: string, pacingSeconds: number, now: Date) {
  await tx.execute(sql`
    update accounts
       set next_post_at = greatest(coalesce(next_post_at, ${now}::timestamptz),
                                   ${now}::timestamptz + make_interval(secs => ${pacingSeconds}))
     where id = ${accountId}`);
}

/**
 * No answer came (lost, timed out, or our side broke mid-send): the comment may exist. It is
 * looked for after `delayMs`, when the platform has surely finished with the send, and never
 * sent again before that look-up settles it.
 */
export async function recordUncertain(
  tx: Tx,
  claimed: ClaimedComment,
  attempt: number,
  options: { delayMs: number; failure: Failure; now: Date },
) {
  await tx
    .update(comments)
    .set({
      status: 'verifying',
      checks: 0,
      leaseUntil: sql`${options.now}::timestamptz + make_interval(secs => ${options.delayMs / 1000})`,
      errorMessage: options.failure.message,
      errorReason: options.failure.reason,
      updatedAt: sql`now()`,
    })
    .where(thisAttempt(claimed.id, attempt));
}

/** Back to the queue after `delayMs`: the platform answered that nothing was posted. */
export async function recordRetry(
  tx: Tx,
  claimed: ClaimedComment,
  attempt: number,
  options: { delayMs: number; failure: Failure; now: Date },
) {
  await tx
    .update(comments)
    .set({
      status: backToQueue,
      nextAttemptAt: sql`${options.now}::timestamptz + make_interval(secs => ${options.delayMs / 1000})`,
      leaseUntil: null,
      errorMessage: options.failure.message,
      errorReason: options.failure.reason,
      updatedAt: sql`now()`,
    })
    .where(thisAttempt(claimed.id, attempt));
}

/** Waits in the queue until `until` (the quota reset), or until the channel is reconnected. */
export async function recordWaiting(
  tx: Tx,
  claimed: ClaimedComment,
  attempt: number,
  until: Date | null,
  failure: Failure,
) {
  await tx
    .update(comments)
    .set({
      status: backToQueue,
      // An attempt that never reached the platform does not count against the retries.
      attempts: sql`${comments.attempts} - 1`,
      ...(until && { nextAttemptAt: until }),
      leaseUntil: null,
      errorMessage: failure.message,
      errorReason: failure.reason,
      updatedAt: sql`now()`,
    })
    .where(thisAttempt(claimed.id, attempt));
}

/** Failed for good, with the platform's message; 5 failures in a row pause the channel. */
export async function recordFailed(
  tx: Tx,
  claimed: ClaimedComment,
  attempt: number,
  failure: Failure,
  pauseAfter: number,
) {
  await markFailed(tx, thisAttempt(claimed.id, attempt), claimed.accountId, failure, pauseAfter);
}

export async function markFailed(
  tx: Tx,
  where: SQL | undefined,
  accountId: string,
  failure: Failure,
  pauseAfter: number,
) {
  const rows = await tx
    .update(comments)
    .set({
      status: 'failed',
      errorMessage: failure.message,
      errorReason: failure.reason,
      leaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(where)
    .returning({ id: comments.id });
  if (!rows.length) return;
  await tx
    .update(accounts)
    .set({
      consecutiveFailures: sql`${accounts.consecutiveFailures} + 1`,
      postingPaused: sql`${accounts.postingPaused} or ${accounts.consecutiveFailures} + 1 >= ${pauseAfter}`,
    })
    .where(eq(accounts.id, accountId));
}

/** Comments of these channels that were still to post: the channels are going away. */
export async function cancelPendingOfAccounts(db: Db | Tx, accountIds: string[], failure: Failure) {
  if (!accountIds.length) return;
  await db
    .update(comments)
    .set({
      status: 'cancelled',
      errorMessage: failure.message,
      errorReason: failure.reason,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(comments.accountId, accountIds), eq(comments.status, 'pending')));
}

/**
 * Milliseconds until the next comment may fall due: a channel's pacing running out, a retry's
 * time coming, or a lease ending (a look-up to make). Lets an idle worker wake when a paced
 * channel is free, not at its next poll.
 */
export async function msUntilNextDue(db: Db, now: Date) {
  const result = await db.execute<{ ms: number | null }>(sql`
    select extract(epoch from least(
             (select min(next_post_at) from accounts
               where next_post_at > ${now}::timestamptz and status = 'active'
                 and not posting_paused),
             (select min(next_attempt_at) from comments
               where status = 'pending' and batch_id is not null
                 and next_attempt_at > ${now}::timestamptz),
             (select min(lease_until) from comments
               where status in ('posting', 'verifying') and lease_until > ${now}::timestamptz)
           ) - ${now}::timestamptz) * 1000 as ms`);
  const ms = result.rows[0]?.ms;
  return ms === null || ms === undefined ? undefined : Number(ms);
}
