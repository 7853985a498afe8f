import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { RESENDABLE_COMMENT_STATUSES } from '@core/posting/states';
import type { Db } from '@server/db/database';
import { executeNamed } from '@server/db/named-statement';
import type { Executor, Tx } from '@server/db/transaction';
import { accounts, batches, comments, videos } from '@server/db/schema';

export type CommentRow = typeof comments.$inferSelect;

const columns = {
  comment: comments,
  // The channel's current name while it is connected; the one it had, once disconnected.
  accountName: sql<string | null>`coalesce(${accounts.channelTitle}, ${comments.channelTitle})`,
  accountAvatar: sql<string | null>`coalesce(${accounts.avatar}, ${comments.channelAvatar})`,
  accountEmail: accounts.email,
  windowSlots: accounts.windowSlots,
  windowsTimeZone: accounts.windowsTimeZone,
  videoTitle: videos.title,
  videoThumbnail: videos.thumbnail,
  batchCreatedBy: batches.createdBy,
};

export interface CommentFilter {
  videoId?: string;
  batchId?: string;
  accountId?: string;
  status?: CommentRow['status'];
  visibility?: NonNullable<CommentRow['visibility']>;
  id?: string;
}

/**
 * The workspace's comments that match every condition given, with the channel's and the saved
 * video's names where they still exist.
 */
const withNames = (db: Executor, workspaceId: string, ...where: (SQL | undefined)[]) =>
  db
    .select(columns)
    .from(comments)
    .leftJoin(accounts, eq(accounts.id, comments.accountId))
    .leftJoin(batches, eq(batches.id, comments.batchId))
    .leftJoin(
      videos,
      and(eq(videos.workspaceId, comments.workspaceId), eq(videos.videoId, comments.videoId)),
    )
    .where(and(eq(comments.workspaceId, workspaceId), ...where));

/** Newest first. */
export async function listComments(
  db: Executor,
  workspaceId: string,
  filter: CommentFilter,
  limit: number,
) {
  return withNames(
    db,
    workspaceId,
    filter.videoId ? eq(comments.videoId, filter.videoId) : undefined,
    filter.batchId ? eq(comments.batchId, filter.batchId) : undefined,
    filter.accountId ? eq(comments.accountId, filter.accountId) : undefined,
    filter.status ? eq(comments.status, filter.status) : undefined,
    filter.visibility ? eq(comments.visibility, filter.visibility) : undefined,
    filter.id ? eq(comments.id, filter.id) : undefined,
  )
    .orderBy(desc(comments.updatedAt), desc(comments.position))
    .limit(limit);
}

/** A batch's comments in plan order, after `afterPosition`: a report read page by page. */
export async function batchComments(
  db: Executor,
  workspaceId: string,
  batchId: string,
  afterPosition: number,
  limit: number,
) {
  return withNames(
    db,
    workspaceId,
    eq(comments.batchId, batchId),
    sql`${comments.position} > ${afterPosition}`,
  )
    .orderBy(comments.position)
    .limit(limit);
}

export async function insertComment(
  db: Executor,
  values: { workspaceId: string; accountId: string; videoId: string; content: string },
) {
  const [row] = await db
    .insert(comments)
    .values({
      ...values,
      channelTitle: sql`(select channel_title from accounts where id = ${values.accountId})`,
      channelAvatar: sql`(select avatar from accounts where id = ${values.accountId})`,
    })
    .returning({ id: comments.id });
  return row!;
}

/**
 * Only a comment not posted, not in flight and not queued may be recorded as posted by hand; an
 * unconfirmed one too (the user looked and found it).
 */
export async function markManual(db: Executor, workspaceId: string, id: string) {
  const rows = await db
    .update(comments)
    .set({ status: 'manual', postedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(comments.workspaceId, workspaceId),
        eq(comments.id, id),
        sql`(${comments.status} in ('failed', 'cancelled', 'unconfirmed') or (${comments.status} = 'pending' and ${comments.batchId} is null))`,
      ),
    )
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** The workspace's comment, locked until the transaction ends. */
export async function lockComment(tx: Tx, workspaceId: string, id: string) {
  const [row] = await tx
    .select({
      status: comments.status,
      batchId: comments.batchId,
      accountId: comments.accountId,
      errorReason: comments.errorReason,
    })
    .from(comments)
    .where(and(eq(comments.workspaceId, workspaceId), eq(comments.id, id)))
    .for('update');
  return row;
}

/**
 * Back to the queue with a fresh start, on the user's word: its retries count from zero, and it
 * is sent as soon as its channel's pacing allows.
 */
export async function requeueForResend(tx: Tx, id: string) {
  await tx
    .update(comments)
    .set({
      status: 'pending',
      attempts: 0,
      checks: 0,
      leaseUntil: null,
      nextAttemptAt: sql`now()`,
      errorMessage: null,
      errorReason: null,
      errorParams: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(comments.id, id), inArray(comments.status, [...RESENDABLE_COMMENT_STATUSES])));
}

/**
 * The workspace's comments per status, a row each (read with the rest of the dashboard): queued
 * ones and every one that left the queue; a comment only recorded (POST /api/comments, in no
 * batch) is not counted as pending.
 */
export function commentsByStatusQuery(workspaceId: string) {
  // The batches' tallies (kept by triggers, migration 0010) instead of counting every comment:
  // a dashboard read 28,000 rows for four numbers (docs/performance.md §5).
  return sql`
    select status, sum(n)::int as n from (
      select t.status, t.n from batch_tallies t join batches b on b.id = t.batch_id
       where b.workspace_id = ${workspaceId}
      union all
      select c.status, count(*) from comments c
       where c.workspace_id = ${workspaceId} and c.batch_id is null and c.status <> 'pending'
       group by c.status
    ) counted group by status having sum(n) <> 0`;
}

export const byStatus = (
  rows: { status: CommentRow['status']; n: number }[],
): Partial<Record<CommentRow['status'], number>> =>
  Object.fromEntries(rows.map((row) => [row.status, row.n]));

/**
 * Posted and failed per day over the last `days` days, the days named in time zone `zone`: from
 * the tallies per 15 minutes (migration 0025; every zone's offset is a multiple of 15 minutes,
 * so each slot lies in one of its days), not from the comments (docs/performance.md §5).
 */
export function dailyResultsQuery(workspaceId: string, zone: string, days: number) {
  return sql`
    -- Each day summed over the slots between its midnight and the next, in the zone (a day of a
    -- clock change is 23 or 25 hours): an index range a day, no slot converted to the zone.
    select to_char(d::date, 'YYYY-MM-DD') as day,
           coalesce(s.posted, 0)::int as posted, coalesce(s.failed, 0)::int as failed
      from generate_series(
             ((now() at time zone ${zone})::date - ${days - 1}::int)::timestamp,
             (now() at time zone ${zone})::date::timestamp,
             interval '1 day') d
     cross join lateral (
       select sum(t.n) filter (where t.status = 'posted') as posted,
              sum(t.n) filter (where t.status = 'failed') as failed
         from comment_result_tallies t
        where t.workspace_id = ${workspaceId} and t.dim = 0
          and t.slot >= d at time zone ${zone}
          and t.slot < (d + interval '1 day') at time zone ${zone}) s
     order by d`;
}

export type DailyResult = { day: string; posted: number; failed: number };

export async function dailyResults(db: Db, workspaceId: string, zone: string, days: number) {
  return executeNamed<DailyResult>(
    db,
    'dashboard_daily',
    dailyResultsQuery(workspaceId, zone, days),
  );
}
