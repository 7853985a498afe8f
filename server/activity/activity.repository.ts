import { desc, eq, sql } from 'drizzle-orm';
import type { Activity } from '@core/api/dashboard.schema';
import type { Executor } from '../db/transaction';
import { accounts, activityLogs } from '../db/schema';

/**
 * The types the server writes: the API's list (docs/product.md §2), less a single comment's
 * result, which the batch's summary (`batch_commenting`) carries instead.
 */
export type ActivityType = Exclude<Activity['type'], 'comment_posted' | 'comment_failed'>;

/** Written by the action itself, in its transaction when it has one. */
export async function logActivity(
  db: Executor,
  entry: {
    workspaceId: string;
    type: ActivityType;
    accountId?: string | null;
    videoId?: string | null;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(activityLogs).values({
    workspaceId: entry.workspaceId,
    type: entry.type,
    accountId: entry.accountId ?? null,
    videoId: entry.videoId ?? null,
    details: entry.details ?? null,
  });
}

/** The `count` of every entry, summed per type (videos and comments added, by source). */
export const countsByTypeQuery = (workspaceId: string) =>
  sql`select type, coalesce(sum((details->>'count')::int), 0)::int as n
        from activity_logs where workspace_id = ${workspaceId} group by type`;

export const byType = (rows: { type: string; n: number }[]): Record<string, number> =>
  Object.fromEntries(rows.map((row) => [row.type, row.n]));

/** Newest first, with the name of the channel an entry is about. */
export async function listActivity(db: Executor, workspaceId: string, limit: number) {
  return db
    .select({ log: activityLogs, accountName: accounts.channelTitle })
    .from(activityLogs)
    .leftJoin(accounts, eq(accounts.id, activityLogs.accountId))
    .where(eq(activityLogs.workspaceId, workspaceId))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(limit);
}
