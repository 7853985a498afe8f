import { eq, sql } from 'drizzle-orm';
import {
  IN_FLIGHT_COMMENT_STATUSES,
  POSTING_BATCH_STATUSES,
  SENT_COMMENT_STATUSES,
} from '@core/posting/states';
import { runningOnSend } from '../batch-state/batch-state';
import {
  grantColumns,
  readGrant,
  type GrantColumns,
  type ChannelGrant,
  type StoredCredential,
} from '../channel-access/channel-access.repository';
import type { WindowSlot } from '@core/time/posting-windows';
import { executeNamedOn } from '../db/named-statement';
import { APP_NOW } from '../db/database-clock';
import { statusList } from '../db/sql-helpers';
import { comments } from '../db/schema';
import type { Executor, Tx } from '../db/transaction';

export type ClaimedComment = {
  id: string;
  workspaceId: string;
  batchId: string;
  accountId: string;
  videoId: string;
  content: string;
  /** docs/replies.md §3: an answer, sent into the thread of this top-level comment. */
  parentId: string | null;
  attempts: number;
  credentialId: string | null;
  channelId: string;
  pacingSeconds: number;
  dailyCap: number;
  /** docs/schedules.md: the channel's posting windows; null: always open. */
  windowSlots: WindowSlot[] | null;
  windowsTimeZone: string | null;
  /** The credential's own daily units (null: the server's), read in the claim as the rest. */
  quotaDailyUnits: number | null;
  /** The database's instant of the claim (docs/architecture.md §3): what the send decides by. */
  now: Date;
  /** The channel's grant and credential, read in the claim: the send does not read them again. */
  grant: ChannelGrant;
  credential: StoredCredential | null;
};

/**
 * The next comment due, locked with its channel (FOR UPDATE SKIP LOCKED: several workers never
 * take the same comment, nor two comments of one channel at once). Due means: pending, its time
 * come, its batch running, its channel active, unpaused, past its pacing and with no send of its
 * own still in flight or being looked for, and the workspace's "pause all" off.
 *
 * Channel by channel (docs/performance.md §5): only channels with comments waiting are walked
 * (`queued`, kept by triggers: migration 0040), the one whose last send is oldest first, so a
 * new workspace's channel goes at the next free slot however long another's batch is, and the walk
 * stops at the first free channel whatever the number of channels. Each channel's first due
 * comment is one step into `comments_channel_due_idx`; a channel waiting out its pacing costs
 * nothing, however many comments it has queued. The comment's own conditions are repeated on
 * the row locked, so a comment another worker took meanwhile is skipped.
 */
export async function lockNextDue(
  tx: Tx,
  defaults: { pacingSeconds: number; dailyCap: number },
): Promise<ClaimedComment | undefined> {
  const at = APP_NOW;
  // Named: planning it took three times as long as running it (docs/performance.md §5).
  const rows = await executeNamedOn<Omit<ClaimedComment, 'grant' | 'credential'> & GrantColumns>(
    tx,
    'claim_next_comment',
    sql`
    select c.id, c.workspace_id as "workspaceId", c.batch_id as "batchId", c.account_id as "accountId",
           c.video_id as "videoId", c.content, c.parent_platform_comment_id as "parentId", c.attempts,
           a.credential_id as "credentialId", a.channel_id as "channelId",
           coalesce(s.pacing_seconds, ${defaults.pacingSeconds}) as "pacingSeconds",
           coalesce(s.daily_cap_per_channel, ${defaults.dailyCap}) as "dailyCap",
           a.window_slots as "windowSlots", a.windows_time_zone as "windowsTimeZone",
           cr.quota_daily_units as "quotaDailyUnits", ${at} as now, ${grantColumns}
      from accounts a
      join lateral (
        select d.id from comments d
          join batches b on b.id = d.batch_id
         where d.account_id = a.id and d.status = 'pending' and d.batch_id is not null
           and d.next_attempt_at <= ${at}
           and b.status in (${statusList(POSTING_BATCH_STATUSES)})
           and (b.start_at is null or b.start_at <= ${at}) and not b.ready_waiting
         order by d.next_attempt_at, d.position
         limit 1) due on true
      join comments c on c.id = due.id
      left join credentials cr on cr.id = a.credential_id and cr.workspace_id = a.workspace_id
      left join workspace_settings s on s.workspace_id = a.workspace_id
     where a.queued and a.status = 'active' and not a.posting_paused
       and (a.next_post_at is null or a.next_post_at <= ${at})
       and (a.window_opens_at is null or a.window_opens_at <= ${at})
       and not exists (select 1 from comments o
                        where o.account_id = a.id and o.status in (${statusList(IN_FLIGHT_COMMENT_STATUSES)}))
       and not coalesce(s.pause_all, false)
       and c.status = 'pending' and c.next_attempt_at <= ${at}
     order by a.last_send_at nulls first, a.id
     limit 1
       for update of c, a skip locked`,
  );
  const row = rows[0];
  const joined = row && readGrant(row);
  return joined && { ...row, now: new Date(row.now), ...joined };
}

/** How many sends of the channel since `since` may have reached the platform. */
export async function sentSince(tx: Tx, accountId: string, since: Date) {
  const result = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from comments
     where account_id = ${accountId} and status in (${statusList(SENT_COMMENT_STATUSES)})
       and attempt_started_at >= ${since}`);
  return result.rows[0]?.n ?? 0;
}

/** Not before `until` (the quota reset, the next day for the daily cap). */
export async function deferComment(db: Executor, id: string, until: Date) {
  await db
    .update(comments)
    .set({ nextAttemptAt: until, updatedAt: sql`now()` })
    .where(eq(comments.id, id));
}

/**
 * docs/schedules.md: the channel is outside its windows; none of its comments is claimed before
 * they open again (one row, however many comments wait).
 */
export async function holdForWindow(db: Executor, accountId: string, opensAt: Date) {
  await db.execute(
    sql`update accounts set window_opens_at = ${opensAt}::timestamptz where id = ${accountId}`,
  );
}

/**
 * Marks the send begun (its time kept as the evidence to look for, its lease taken), moves the
 * channel's pacing on and a queued batch to running (the batch state's own statement): one
 * statement, as this runs once per comment.
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
         set next_post_at = ${now}::timestamptz + make_interval(secs => ${pacingSeconds}),
             last_send_at = ${now}::timestamptz
       where id = ${claimed.accountId})
    ${runningOnSend(claimed.batchId)}`);
}

/**
 * Milliseconds until the next comment may fall due: a channel's pacing running out or its window
 * opening, a retry's or a scheduled start's time coming, or a send in flight settling. Lets an
 * idle worker wake when a paced channel is free, not at its own round (every 5 minutes).
 */
export async function msUntilNextDue(db: Executor) {
  const now = APP_NOW;
  const result = await db.execute<{ ms: number | null }>(sql`
    select extract(epoch from least(
             (select min(next_post_at) from accounts
               where queued and next_post_at > ${now} and status = 'active'
                 and not posting_paused),
             (select min(window_opens_at) from accounts
               where queued and window_opens_at > ${now} and status = 'active'
                 and not posting_paused),
             (select min(soonest.next_attempt_at) from accounts a
                cross join lateral (
                  select c.next_attempt_at from comments c
                   where c.account_id = a.id and c.status = 'pending' and c.batch_id is not null
                     and c.next_attempt_at > ${now}
                   order by c.next_attempt_at limit 1) soonest
               where a.queued and a.status = 'active' and not a.posting_paused),
             (select min(start_at) from batches
               where status = 'scheduled' and start_at > ${now} and not ready_waiting),
             -- A send in flight: its lease's end (a look-up to make), and a second from now at
             -- the latest once it has ended, as its answer, another worker's look-up or its
             -- channel's pacing is about to free what waits behind it.
             (select min(greatest(lease_until, ${now} + interval '1 second')) from comments
               where status in (${statusList(IN_FLIGHT_COMMENT_STATUSES)}))
           ) - ${now}) * 1000 as ms`);
  const ms = result.rows[0]?.ms;
  return ms === null || ms === undefined ? undefined : Number(ms);
}

const quoted = (statuses: readonly string[]) => statuses.map((s) => `'${s}'`).join(', ');

/**
 * The due watch's question for the posting worker (docs/architecture.md §3), as constant SQL: a
 * comment due on a channel free to post, a send whose lease has ended (a look-up to make), or a
 * scheduled batch whose start has come. A little broader than the claim (a window may still be
 * closed, a day's cap reached): a wake for nothing costs one claim, which then holds the channel.
 */
export const POSTING_DUE = `exists (
    select 1 from accounts a
     where a.queued and a.status = 'active' and not a.posting_paused
       and (a.next_post_at is null or a.next_post_at <= app_now())
       and (a.window_opens_at is null or a.window_opens_at <= app_now())
       and not exists (select 1 from workspace_settings s where s.workspace_id = a.workspace_id and s.pause_all)
       and exists (select 1 from comments d join batches b on b.id = d.batch_id
                    where d.account_id = a.id and d.status = 'pending' and d.batch_id is not null
                      and d.next_attempt_at <= app_now()
                      and b.status in (${quoted(POSTING_BATCH_STATUSES)})
                      and (b.start_at is null or b.start_at <= app_now()) and not b.ready_waiting))
  or exists (select 1 from comments
              where status in (${quoted(IN_FLIGHT_COMMENT_STATUSES)}) and lease_until <= app_now())
  or exists (select 1 from batches
              where status = 'scheduled' and start_at <= app_now() and not ready_waiting)`;
