import { sql } from 'drizzle-orm';
import type { Unplanned } from '@core/api/calendar.schema';
import type { WindowSlot } from '@core/time/posting-windows';
import type { PlannedRun } from '@core/time/queue-plan';
import { runEnd } from '@core/time/queue-plan';
import { UNDERWAY_BATCH_STATUSES } from '@core/posting/states';
import { statusList } from '@server/db/sql-helpers';
import type { Executor } from '@server/db/transaction';

/** Comments still to send of one unfinished batch on one channel, with what decides their time. */
export type QueuedRow = {
  batch_id: string;
  batch_status: string;
  /** Timestamps come as text from raw SQL. */
  start_at: string | null;
  created_at: string;
  ready_waiting: boolean;
  account_id: string;
  credential_id: string | null;
  account_status: string;
  posting_paused: boolean;
  next_post_at: string | null;
  windowSlots: WindowSlot[] | null;
  windowsTimeZone: string | null;
  n: number;
};

/**
 * Per unfinished batch and channel, the comments still to send (from the batch tallies, not
 * the comments), in the order the engine reaches them: a scheduled batch's at its start, the
 * others' at their creation.
 */
export async function queuedByBatchAndChannel(db: Executor, workspaceId: string) {
  const result = await db.execute<QueuedRow>(
    sql`select b.id as batch_id, b.status as batch_status, b.start_at, b.created_at,
               b.ready_waiting, t.account_id, a.credential_id, a.status as account_status,
               a.posting_paused, a.next_post_at, a.window_slots as "windowSlots",
               a.windows_time_zone as "windowsTimeZone", sum(t.n)::int as n
          from batches b
          join batch_tallies t on t.batch_id = b.id and t.status = 'pending'
          join accounts a on a.id = t.account_id
         where b.workspace_id = ${workspaceId} and b.status in (${statusList(UNDERWAY_BATCH_STATUSES)})
         group by b.id, t.account_id, a.id
        having sum(t.n) > 0
         order by coalesce(b.start_at, b.created_at), b.created_at, b.id`,
  );
  return result.rows;
}

/**
 * Takes the workspace's plan for rewriting (a row lock: two requests never plan at once, and a
 * change marking it stale waits for the plan being written, then outdates it). Returns its state.
 */
export async function lockPlan(tx: Executor, workspaceId: string) {
  await tx.execute(
    sql`insert into calendar_plans (workspace_id, planned_at, stale)
        values (${workspaceId}, 'epoch', true) on conflict (workspace_id) do nothing`,
  );
  const result = await tx.execute<{ planned_at: string; stale: boolean }>(
    sql`select planned_at, stale from calendar_plans where workspace_id = ${workspaceId} for update`,
  );
  const row = result.rows[0]!;
  return { plannedAt: new Date(row.planned_at), stale: row.stale };
}

export async function planState(db: Executor, workspaceId: string) {
  const result = await db.execute<{ planned_at: string; stale: boolean; unplanned: Unplanned[] }>(
    sql`select planned_at, stale, unplanned from calendar_plans where workspace_id = ${workspaceId}`,
  );
  const row = result.rows[0];
  return row && { plannedAt: new Date(row.planned_at), stale: row.stale, unplanned: row.unplanned };
}

/** Something the plan depends on changed (a start, a pause, windows, pacing): plan again. */
export async function markPlanStale(db: Executor, workspaceId: string) {
  await db.execute(sql`update calendar_plans set stale = true where workspace_id = ${workspaceId}`);
}

/** Replaces the workspace's runs with these, in one statement however many. */
export async function storePlan(
  tx: Executor,
  workspaceId: string,
  plan: { runs: PlannedRun[]; unplanned: Unplanned[]; plannedAt: Date },
) {
  const { runs } = plan;
  const iso = (ms: number) => new Date(ms).toISOString();
  await tx.execute(sql`delete from planned_runs where workspace_id = ${workspaceId}`);
  if (runs.length > 0)
    await tx.execute(sql`
      insert into planned_runs
        (workspace_id, batch_id, account_id, starts_at, ends_at, every_ms, count, first_index)
      select ${workspaceId}, *
        from unnest(${sql.param(runs.map((r) => r.segment))}::uuid[],
                    ${sql.param(runs.map((r) => r.channelId))}::uuid[],
                    ${sql.param(runs.map((r) => iso(r.at)))}::timestamptz[],
                    ${sql.param(runs.map((r) => iso(runEnd(r))))}::timestamptz[],
                    ${sql.param(runs.map((r) => r.every))}::int[],
                    ${sql.param(runs.map((r) => r.count))}::int[],
                    ${sql.param(runs.map((r) => r.firstIndex))}::int[])`);
  await tx.execute(
    sql`update calendar_plans
           set planned_at = ${plan.plannedAt}::timestamptz, stale = false,
               unplanned = ${JSON.stringify(plan.unplanned)}::jsonb
         where workspace_id = ${workspaceId}`,
  );
}

/** The workspace's runs with a send in [from, until). */
export async function runsBetween(db: Executor, workspaceId: string, from: Date, until: Date) {
  const result = await db.execute<{
    batch_id: string;
    account_id: string;
    starts_at: string;
    every_ms: number;
    count: number;
    first_index: number;
  }>(
    sql`select batch_id, account_id, starts_at, every_ms, count, first_index
          from planned_runs
         where workspace_id = ${workspaceId} and starts_at < ${until}::timestamptz
           and ends_at >= ${from}::timestamptz`,
  );
  return result.rows.map((row): PlannedRun => ({
    segment: row.batch_id,
    channelId: row.account_id,
    at: Date.parse(row.starts_at),
    every: row.every_ms,
    count: row.count,
    firstIndex: row.first_index,
  }));
}

/** Each batch's first and last planned send. */
export async function planSpans(db: Executor, workspaceId: string) {
  const result = await db.execute<{ batch_id: string; first_at: string; last_at: string }>(
    sql`select batch_id, min(starts_at) as first_at, max(ends_at) as last_at
          from planned_runs where workspace_id = ${workspaceId} group by batch_id`,
  );
  const iso = (text: string) => new Date(text).toISOString();
  return new Map(
    result.rows.map((r) => [r.batch_id, { firstAt: iso(r.first_at), lastAt: iso(r.last_at) }]),
  );
}

/** The workspace's unfinished batches, with the channels they post from. */
export async function unfinishedBatches(db: Executor, workspaceId: string) {
  const result = await db.execute<{
    id: string;
    status: string;
    total: number;
    left: number;
    start_at: string | null;
    start_time_zone: string | null;
    created_by: string | null;
    channels: string[];
  }>(
    sql`select b.id, b.status, b.total, b.start_at, b.start_time_zone, b.created_by,
               coalesce(sum(t.n) filter (where t.status = 'pending'), 0)::int as left,
               coalesce(array_agg(distinct t.account_id) filter (where t.account_id is not null),
                        '{}') as channels
          from batches b
          left join batch_tallies t on t.batch_id = b.id
         where b.workspace_id = ${workspaceId} and b.status in (${statusList(UNDERWAY_BATCH_STATUSES)})
         group by b.id
         order by coalesce(b.start_at, b.created_at), b.created_at, b.id`,
  );
  return result.rows;
}

/** The workspace's channels by id, named as everywhere else (title, else the Google account). */
export async function channelNames(db: Executor, workspaceId: string) {
  const result = await db.execute<{ id: string; name: string }>(
    sql`select id, coalesce(channel_title, email) as name from accounts where workspace_id = ${workspaceId}`,
  );
  return new Map(result.rows.map((r) => [r.id, r.name]));
}

/**
 * Comments of one batch on one channel still to send, in the engine's order, from the
 * `offset`-th: the run of a plan says which of them go when.
 */
export async function queuedComments(
  db: Executor,
  workspaceId: string,
  slice: { batchId: string; accountId: string; offset: number; limit: number },
) {
  const result = await db.execute<{
    id: string;
    video_id: string;
    content: string;
    title: string | null;
  }>(
    sql`select c.id, c.video_id, c.content, v.title
          from comments c
          left join videos v on v.workspace_id = c.workspace_id and v.video_id = c.video_id
         where c.workspace_id = ${workspaceId} and c.batch_id = ${slice.batchId}
           and c.account_id = ${slice.accountId} and c.status = 'pending'
         order by c.next_attempt_at, c.position
         offset ${slice.offset} limit ${slice.limit}`,
  );
  return result.rows;
}
