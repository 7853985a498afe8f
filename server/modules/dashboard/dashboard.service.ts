import { and, desc, eq, sql } from 'drizzle-orm';
import type { Activity, Dashboard } from '../../../core/api/dashboard.schema';
import type { Db } from '../../db/database';
import { accounts, activityLogs, comments, videos } from '../../db/schema';

const DAYS = 14;

/** A time zone the database knows, else UTC: it names the days of the chart. */
function safeZone(tz: string | undefined) {
  if (!tz) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}

/** SPEC §2 dashboard, from real data: the stat cards and the chart. */
export async function dashboard(db: Db, userId: string, tz?: string): Promise<Dashboard> {
  const zone = safeZone(tz);
  const [videoCount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(eq(videos.userId, userId));
  const byStatus = await db
    .select({ status: comments.status, n: sql<number>`count(*)::int` })
    .from(comments)
    .where(
      and(
        eq(comments.userId, userId),
        // Parenthesised: and() does not wrap its parts, so a bare `or` would escape the user.
        sql`(${comments.batchId} is not null or ${comments.status} <> 'pending')`,
      ),
    )
    .groupBy(comments.status);
  const status = Object.fromEntries(byStatus.map((row) => [row.status, row.n])) as Record<
    string,
    number
  >;
  const sums = await db
    .select({
      type: activityLogs.type,
      n: sql<number>`coalesce(sum((${activityLogs.details}->>'count')::int), 0)::int`,
    })
    .from(activityLogs)
    .where(eq(activityLogs.userId, userId))
    .groupBy(activityLogs.type);
  const sum = Object.fromEntries(sums.map((row) => [row.type, row.n])) as Record<string, number>;
  const daily = await db.execute<{ day: string; posted: number; failed: number }>(sql`
    with days as (
      select to_char(d, 'YYYY-MM-DD') as day
        from generate_series(
               ((now() at time zone ${zone})::date - ${DAYS - 1}::int)::timestamp,
               (now() at time zone ${zone})::date::timestamp,
               interval '1 day') d
    )
    select days.day,
           count(c.id) filter (where c.status = 'posted')::int as posted,
           count(c.id) filter (where c.status = 'failed')::int as failed
      from days
      left join comments c
        on c.user_id = ${userId} and c.status in ('posted', 'failed')
       and to_char(coalesce(c.posted_at, c.updated_at) at time zone ${zone}, 'YYYY-MM-DD') = days.day
     group by days.day order by days.day`);
  return {
    totals: {
      videos: videoCount?.n ?? 0,
      posted: status.posted ?? 0,
      pending: (status.pending ?? 0) + (status.posting ?? 0) + (status.verifying ?? 0),
      failed: status.failed ?? 0,
      unconfirmed: status.unconfirmed ?? 0,
    },
    sources: {
      manualVideos: sum.videos_added_manual ?? 0,
      csvVideos: sum.videos_added_csv ?? 0,
      manualComments: sum.comments_added_manual ?? 0,
      csvComments: sum.comments_added_csv ?? 0,
    },
    daily: daily.rows,
  };
}

/** Newest first, as the actions wrote them. */
export async function activity(db: Db, userId: string, limit = 20): Promise<Activity[]> {
  const rows = await db
    .select({ log: activityLogs, accountName: accounts.channelTitle })
    .from(activityLogs)
    .leftJoin(accounts, eq(accounts.id, activityLogs.accountId))
    .where(eq(activityLogs.userId, userId))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(limit);
  return rows.map(({ log, accountName }) => ({
    id: log.id,
    type: log.type as Activity['type'],
    details: log.details,
    accountId: log.accountId,
    accountName,
    videoId: log.videoId,
    createdAt: log.createdAt.toISOString(),
  }));
}
