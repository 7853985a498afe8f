import { sql } from 'drizzle-orm';
import {
  ACTIVE_BATCH_STATUSES,
  OPEN_COMMENT_STATUSES,
  POSTING_BATCH_STATUSES,
  SENT_COMMENT_STATUSES,
} from '@core/posting/states';
import { statusList, uuidArray } from '@server/db/sql-helpers';
import type { Executor } from '@server/db/transaction';

/**
 * Comments still to send in the workspace's batches that will post (queued or running; a paused one
 * posts nothing until resumed), per channel: they come before a new batch on the same channel
 * and spend its credential's quota first. Read from the batch tallies, not the comments.
 */
export async function queuedPerAccount(db: Executor, workspaceId: string) {
  const result = await db.execute<{ account_id: string; credential_id: string | null; n: number }>(
    sql`select t.account_id, a.credential_id, sum(t.n)::int as n
          from batches b
          join batch_tallies t on t.batch_id = b.id and t.status = 'pending'
          join accounts a on a.id = t.account_id
         where b.workspace_id = ${workspaceId} and b.status in (${statusList(POSTING_BATCH_STATUSES)})
         group by t.account_id, a.credential_id
        having sum(t.n) > 0`,
  );
  return result.rows;
}

/**
 * Comments other workspaces have waiting on channels of the server-level credential: that
 * credential, and its daily quota, are shared by everyone who connected through it.
 */
export async function othersQueuedOnServerCredential(db: Executor, workspaceId: string) {
  const result = await db.execute<{ n: number }>(
    sql`select coalesce(sum(t.n), 0)::int as n
          from batches b
          join batch_tallies t on t.batch_id = b.id and t.status = 'pending'
          join accounts a on a.id = t.account_id
         where b.workspace_id <> ${workspaceId} and b.status in (${statusList(POSTING_BATCH_STATUSES)})
           and a.credential_id is null`,
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * What the batches still going (paused too) already hold for a plan: how many of them post from
 * these channels, and how many planned (channel, video, text) already wait in them. A plan is
 * every channel × video × text, so matching each column against its list is matching the triples.
 */
export async function overlapWithActive(
  db: Executor,
  workspaceId: string,
  plan: { accountIds: string[]; videoIds: string[]; texts: string[] },
  /** A batch waiting for approval is checked again: it does not overlap itself. */
  exceptBatchId: string | null = null,
) {
  const result = await db.execute<{ batches: number; duplicates: number }>(
    sql`select count(distinct c.batch_id)::int as batches,
               count(distinct (c.account_id, c.video_id, c.content))
                 filter (where c.video_id = any(${sql.param(plan.videoIds)}::text[])
                           and c.content = any(${sql.param(plan.texts)}::text[]))::int as duplicates
          from batches b
          join comments c on c.batch_id = b.id
                         and c.status in (${statusList(OPEN_COMMENT_STATUSES)})
                         and c.account_id = any(${uuidArray(plan.accountIds)})
         where b.workspace_id = ${workspaceId} and b.status in (${statusList(ACTIVE_BATCH_STATUSES)})
           and b.id is distinct from ${exceptBatchId}::uuid`,
  );
  return result.rows[0] ?? { batches: 0, duplicates: 0 };
}

/** Sends each channel made since `since` (the quota day's start): the daily cap counts them. */
export async function sentSincePerAccount(db: Executor, accountIds: string[], since: Date) {
  const result = await db.execute<{ account_id: string; n: number }>(
    sql`select account_id, count(*)::int as n from comments
         where account_id = any(${uuidArray(accountIds)})
           and status in (${statusList(SENT_COMMENT_STATUSES)})
           and attempt_started_at >= ${since}::timestamptz
         group by account_id`,
  );
  return new Map(result.rows.map((row) => [row.account_id, row.n]));
}
