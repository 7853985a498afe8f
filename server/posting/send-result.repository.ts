import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { accounts, comments } from '../db/schema';
import type { Tx } from '../db/transaction';
import { recordAudit } from '../activity/audit.repository';
import type { Failure } from '@core/api/failure-reasons';
import type { ClaimedComment } from './posting.repository';

/**
 * Every result is written only if the send is still this attempt's: a late answer for a send
 * that was already given up on (and re-checked) changes nothing.
 */
export const thisAttempt = (id: string, attempt: number) =>
  and(eq(comments.id, id), eq(comments.status, 'posting'), eq(comments.attempts, attempt));

/**
 * What every recorded outcome says beside its status: why, as a key and its parameters, Google's
 * own words if it answered, and when.
 */
export const failureColumns = (failure: Failure) => ({
  errorMessage: failure.platformMessage ?? null,
  errorReason: failure.reason,
  errorParams: failure.params ?? null,
  updatedAt: sql`now()`,
});

/** `ms` after `now`, as the database reads a time. */
export const msAfter = (now: Date, ms: number) =>
  sql`${now}::timestamptz + make_interval(secs => ${ms / 1000})`;

/** Writes this attempt's outcome, only while the send is still this attempt's. */
const writeAttempt = (
  tx: Tx,
  claimed: ClaimedComment,
  attempt: number,
  columns: PgUpdateSetSource<typeof comments>,
) => tx.update(comments).set(columns).where(thisAttempt(claimed.id, attempt));

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
 * An answer (docs/replies.md §3) joins its thread at once, as ours, and the reply it answers is
 * handled: the inbox does not wait for the next reading of the thread to say so.
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
      returning account_id, workspace_id, reply_id, content, platform_comment_id),
    answered as (
      update replies r set read_at = coalesce(r.read_at, now()), handled_at = coalesce(r.handled_at, now())
        from posted p where r.id = p.reply_id
      returning r.workspace_id, r.comment_id, p.account_id, p.content, p.platform_comment_id),
    kept as (
      insert into replies (workspace_id, comment_id, platform_reply_id, author, author_channel_id,
                           ours, content, published_at, read_at, handled_at)
      select w.workspace_id, w.comment_id, w.platform_comment_id, coalesce(a.channel_title, ''),
             a.channel_id, true, w.content, ${now}::timestamptz, now(), now()
        from answered w left join accounts a on a.id = w.account_id
      on conflict (comment_id, platform_reply_id) do nothing)
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
  await writeAttempt(tx, claimed, attempt, {
    status: 'verifying',
    checks: 0,
    leaseUntil: msAfter(options.now, options.delayMs),
    ...failureColumns(options.failure),
  });
}

/** Back to the queue after `delayMs`: the platform answered that nothing was posted. */
export async function recordRetry(
  tx: Tx,
  claimed: ClaimedComment,
  attempt: number,
  options: { delayMs: number; failure: Failure; now: Date },
) {
  await writeAttempt(tx, claimed, attempt, {
    status: backToQueue,
    nextAttemptAt: msAfter(options.now, options.delayMs),
    leaseUntil: null,
    ...failureColumns(options.failure),
  });
}

/** Waits in the queue until `until` (the quota reset), or until the channel is reconnected. */
export async function recordWaiting(
  tx: Tx,
  claimed: ClaimedComment,
  attempt: number,
  until: Date | null,
  failure: Failure,
) {
  await writeAttempt(tx, claimed, attempt, {
    status: backToQueue,
    // An attempt that never reached the platform does not count against the retries.
    attempts: sql`${comments.attempts} - 1`,
    ...(until && { nextAttemptAt: until }),
    leaseUntil: null,
    ...failureColumns(failure),
  });
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
      leaseUntil: null,
      ...failureColumns(failure),
    })
    .where(where)
    .returning({ id: comments.id });
  if (!rows.length) return;
  const [account] = await tx
    .update(accounts)
    .set({
      consecutiveFailures: sql`${accounts.consecutiveFailures} + 1`,
      postingPaused: sql`${accounts.postingPaused} or ${accounts.consecutiveFailures} + 1 >= ${pauseAfter}`,
      pausedReason: sql`case when ${accounts.postingPaused} then ${accounts.pausedReason}
        when ${accounts.consecutiveFailures} + 1 >= ${pauseAfter} then 'failures' end`,
    })
    .where(eq(accounts.id, accountId))
    .returning({
      workspaceId: accounts.workspaceId,
      name: sql<string>`coalesce(${accounts.channelTitle}, ${accounts.email})`,
      failures: accounts.consecutiveFailures,
    });
  // The failure that paused it: the audit log keeps what the app did (docs/architecture.md §10).
  if (account?.failures === pauseAfter) {
    await recordAudit(tx, account.workspaceId, null, 'channel.paused', {
      subjectId: accountId,
      details: { name: account.name, reason: 'failures' },
    });
  }
}
