import { and, eq, inArray, sql } from 'drizzle-orm';
import { IN_FLIGHT_COMMENT_STATUSES } from '@core/posting/states';
import * as grants from '../channel-access/channel-access.repository';
import { APP_NOW } from '../db/database-clock';
import { statusList } from '../db/sql-helpers';
import { comments } from '../db/schema';
import type { Executor, Tx } from '../db/transaction';
import type { Failure } from '@core/api/failure-reasons';
import { backToQueue, failureColumns } from './send-result.repository';

/** A send whose outcome is unknown, taken by one worker to look for it on the platform. */
export type UncertainSend = {
  id: string;
  batchId: string | null;
  /** Null: the channel was disconnected since. */
  accountId: string | null;
  videoId: string;
  content: string;
  /** docs/replies.md §3: an answer, looked for among this thread's replies. */
  parentId: string | null;
  attempts: number;
  /** This look-up's number: its results count only while the row is still this look-up's. */
  check: number;
  sentAt: Date | null;
  credentialId: string | null;
  channelId: string | null;
  /** The channel's grant and credential, read in the claim; undefined: the channel is gone. */
  grant?: grants.ChannelGrant;
  credential: grants.StoredCredential | null;
};

/**
 * The next send to look for: in flight past its lease (its worker died, or its database went
 * away before the answer was written) or left uncertain by a live worker. Taken with a lease of
 * its own, so no other worker reads for it meanwhile. A channel that needs reconnecting waits;
 * pacing, pauses and batch states do not apply: a look-up reads, it never posts.
 */
export async function claimUncertain(
  db: Executor,
  options: { defaultPacingSeconds: number; leaseMs: number },
): Promise<UncertainSend | undefined> {
  const { defaultPacingSeconds, leaseMs } = options;
  const now = APP_NOW;
  // One statement (it runs before every send): pick, take, and pace. A send still `posting` lost
  // its worker, which never recorded an answer time: it reached the platform, if at all, before
  // now, so the channel's next send waits a full pacing interval from here.
  const claimed = await db.execute<
    Omit<UncertainSend, 'grant' | 'credential'> & grants.GrantColumns
  >(sql`
    with candidate as (
      select c.id, c.status as was
        from comments c
        left join accounts a on a.id = c.account_id
       where c.status in (${statusList(IN_FLIGHT_COMMENT_STATUSES)}) and c.lease_until <= ${now}
         and (a.id is null or a.status = 'active')
       order by c.lease_until
       limit 1
         for update of c skip locked),
    taken as (
      update comments
         set status = 'verifying', checks = checks + 1,
             lease_until = ${now} + make_interval(secs => ${leaseMs / 1000}),
             updated_at = now()
       where id = (select id from candidate)
      returning id, batch_id, account_id, video_id, content, parent_platform_comment_id, attempts,
                checks, attempt_started_at),
    paced as (
      update accounts a
         set next_post_at = greatest(coalesce(a.next_post_at, ${now}),
               ${now} + make_interval(secs => coalesce(
                 (select pacing_seconds from workspace_settings s where s.workspace_id = a.workspace_id),
                 ${defaultPacingSeconds})))
       where a.id = (select account_id from taken)
         and (select was from candidate) = 'posting')
    select t.id, t.batch_id as "batchId", t.account_id as "accountId", t.video_id as "videoId",
           t.content, t.parent_platform_comment_id as "parentId", t.attempts, t.checks as "check", t.attempt_started_at as "sentAt",
           a.credential_id as "credentialId", a.channel_id as "channelId", ${grants.grantColumns}
      from taken t left join accounts a on a.id = t.account_id
      left join credentials cr on cr.id = a.credential_id and cr.workspace_id = a.workspace_id`);
  const row = claimed.rows[0];
  if (!row) return undefined;
  const joined = grants.readGrant(row);
  return {
    ...row,
    sentAt: row.sentAt ? new Date(row.sentAt) : null,
    grant: joined?.grant,
    credential: joined?.credential ?? null,
  };
}

/** Results of a look-up are written only while the row is still this look-up's. */
export const thisCheck = (send: UncertainSend) =>
  and(eq(comments.id, send.id), eq(comments.status, 'verifying'), eq(comments.checks, send.check));

/** A look-up reading page after page keeps the comment for itself a while longer. */
export async function renewLease(db: Executor, send: UncertainSend, until: Date) {
  await db.update(comments).set({ leaseUntil: until }).where(thisCheck(send));
}

/** Not there: the comment goes back to the queue, to be sent again at its channel's pace. */
export async function recordAbsent(tx: Tx, send: UncertainSend, failure: Failure) {
  await tx
    .update(comments)
    .set({
      status: backToQueue,
      nextAttemptAt: APP_NOW,
      leaseUntil: null,
      ...failureColumns(failure),
    })
    .where(thisCheck(send));
}

/** The look-up could not settle it: the user decides, with the reason. Nothing re-sends it. */
export async function recordUnconfirmed(tx: Executor, send: UncertainSend, failure: Failure) {
  await tx
    .update(comments)
    .set({
      status: 'unconfirmed',
      leaseUntil: null,
      ...failureColumns(failure),
    })
    .where(thisCheck(send));
}

/**
 * Looked for again at `at`: after a failed read (counted), or when the quota resets or the
 * channel is reconnected (`uncounted`: the read never happened).
 */
export async function recordCheckLater(
  db: Executor,
  send: UncertainSend,
  options: { at: Date; failure: Failure; uncounted?: boolean },
) {
  await db
    .update(comments)
    .set({
      leaseUntil: options.at,
      ...failureColumns(options.failure),
      ...(options.uncounted && { checks: sql`${comments.checks} - 1` }),
    })
    .where(thisCheck(send));
}

/** Which of these platform comment ids are already recorded (a look-up must not reuse one). */
export async function knownPlatformIds(db: Executor, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db
    .select({ id: comments.platformCommentId })
    .from(comments)
    .where(inArray(comments.platformCommentId, ids));
  return new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
}
