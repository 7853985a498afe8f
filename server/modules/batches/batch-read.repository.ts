import { sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_BATCH_STATUSES,
  OPEN_COMMENT_STATUSES,
  POSTING_BATCH_STATUSES,
} from '@core/posting/states';
import type { WindowSlot } from '@core/time/posting-windows';
import { executePrepared } from '@server/db/named-statement';
import { statusList } from '@server/db/sql-helpers';
import type { Executor } from '@server/db/transaction';
import type { BatchRow } from '@server/batch-state/batch-state';

/** One channel's comments still open in a batch, with what its time estimate needs. */
export interface BatchLoad {
  accountId: string;
  credentialId: string | null;
  nextPostAt: string | null;
  /** Still to send (pending, in flight or being looked for). */
  n: number;
  /** Pending on this channel in the workspace's older batches that will post: they go first. */
  ahead: number;
  /** The channel's name. */
  name: string;
  /** docs/schedules.md: the channel's windows; null: always open. */
  windowSlots: WindowSlot[] | null;
  windowsTimeZone: string | null;
}

/** What lists and progress read of a batch: not what an approval keeps (read on its own). */
export type BatchReadRow = Omit<
  BatchRow,
  'launch' | 'confirmation' | 'decidedBy' | 'decidedAt' | 'rejectionReason'
> & {
  counts: Record<string, number>;
  /** Empty for a finished batch. */
  loads: BatchLoad[];
};

type Columns = {
  id: string;
  workspace_id: string;
  created_by: string | null;
  mode: BatchRow['mode'];
  status: BatchRow['status'];
  total: number;
  start_at: string | null;
  start_time_zone: string | null;
  ready_checked_at: string | null;
  readiness: BatchRow['readiness'];
  ready_waiting: boolean;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
  counts: Record<string, number>;
  loads: BatchLoad[] | null;
};

/**
 * Batches with their counts and, while unfinished, each channel's load: one statement, reading
 * the batch tallies (a few rows per batch) instead of the comments (up to 100,000 per batch).
 */
export async function readBatches(
  db: Executor,
  workspaceId: string,
  which: { id: string } | { active?: boolean; limit: number } | { awaiting: true; limit: number },
): Promise<BatchReadRow[]> {
  const filter: SQL =
    'id' in which
      ? sql`b.id = ${which.id}`
      : 'awaiting' in which
        ? sql`b.status = 'awaitingApproval'`
        : which.active
          ? sql`b.status in (${statusList(ACTIVE_BATCH_STATUSES)})`
          : sql`true`;
  const limit = 'id' in which ? 1 : which.limit;
  // The approval queue: the longest waiting first.
  const order = 'awaiting' in which ? sql`b.created_at, b.id` : sql`b.created_at desc`;
  // Prepared (its plan is the same for any batch): planning it cost more than running it.
  const rows = await executePrepared<Columns>(
    db,
    sql`
    select b.id, b.workspace_id, b.created_by, b.mode, b.status, b.total, b.start_at, b.start_time_zone,
           b.ready_checked_at, b.readiness, b.ready_waiting,
           b.finished_at, b.created_at, b.updated_at,
      (select coalesce(jsonb_object_agg(t.status, t.n), '{}'::jsonb)
         from (select status, sum(n)::int as n from batch_tallies
                where batch_id = b.id group by status having sum(n) <> 0) t) as counts,
      case when b.finished_at is null then (
        select jsonb_agg(jsonb_build_object(
                 'accountId', l.account_id, 'credentialId', a.credential_id,
                 'nextPostAt', a.next_post_at, 'n', l.n, 'windowSlots', a.window_slots,
                 'name', coalesce(a.channel_title, a.email),
                 'windowsTimeZone', a.windows_time_zone,
                 'ahead', case when b.status = 'paused' then 0 else (
                   select coalesce(sum(t.n), 0)::int
                     from batches o join batch_tallies t on t.batch_id = o.id
                    where o.workspace_id = b.workspace_id and o.status in (${statusList(POSTING_BATCH_STATUSES)})
                      and o.id <> b.id and o.created_at < b.created_at
                      and t.account_id = l.account_id and t.status = 'pending') end))
          from (select account_id, sum(n)::int as n from batch_tallies
                 where batch_id = b.id and status in (${statusList(OPEN_COMMENT_STATUSES)})
                 group by account_id having sum(n) > 0) l
          join accounts a on a.id = l.account_id)
      end as loads
      from batches b
     where b.workspace_id = ${workspaceId} and ${filter}
     order by ${order}
     limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    workspaceId: row.workspace_id,
    createdBy: row.created_by,
    mode: row.mode,
    status: row.status,
    total: row.total,
    startAt: row.start_at ? new Date(row.start_at) : null,
    startTimeZone: row.start_time_zone,
    readyCheckedAt: row.ready_checked_at ? new Date(row.ready_checked_at) : null,
    readiness: row.readiness,
    readyWaiting: row.ready_waiting,
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    counts: row.counts,
    loads: row.loads ?? [],
  }));
}
