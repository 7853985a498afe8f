import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { executeNamed } from '@server/db/named-statement';
import { countsByTypeQuery } from '@server/activity/activity.repository';
import { resultsQuery, type ResultRow } from '@server/visibility/visibility-results.repository';
import {
  commentsByStatusQuery,
  dailyResultsQuery,
  type CommentRow,
  type DailyResult,
} from '../comments/comments.repository';
import { videoCountQuery } from '../videos/video-page.repository';

/** A query's rows as one JSON array, in `order` when given. */
const rowsOf = (query: SQL, order?: SQL) =>
  sql`(select coalesce(json_agg(r${order ? sql` order by ${order}` : sql``}), '[]') from (${query}) r)`;

/**
 * Everything the dashboard reads, in one statement (docs/performance.md §5): five reads were five
 * round trips to the database, and each costs both processes more than these small reads take.
 * Prepared once per connection: planning it takes longer than running it.
 */
export async function dashboardReads(db: Db, workspaceId: string, zone: string, days: number) {
  const rows = await executeNamed<{
    status: { status: CommentRow['status']; n: number }[];
    added: { type: string; n: number }[];
    results: ResultRow[];
    videos: number;
    daily: DailyResult[];
  }>(
    db,
    'dashboard',
    sql`select ${rowsOf(commentsByStatusQuery(workspaceId))} as status,
               ${rowsOf(countsByTypeQuery(workspaceId))} as added,
               ${rowsOf(resultsQuery(workspaceId, days))} as results,
               (${videoCountQuery(workspaceId)}) as videos,
               ${rowsOf(dailyResultsQuery(workspaceId, zone, days), sql`r.day`)} as daily`,
  );
  return rows[0]!;
}
