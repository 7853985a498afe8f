import { sql } from 'drizzle-orm';
import type { Readiness } from '@core/api/posting-windows.schema';
import type { Executor, Tx } from '@server/db/transaction';

/**
 * Scheduled batches whose start is within `leadMs` and that were not checked yet, or that wait
 * and were checked `recheckMs` ago or more: claimed for this check in one statement (the time is
 * written now), so two workers never check one batch at once.
 */
export async function claimDueChecks(
  db: Executor,
  now: Date,
  options: { leadMs: number; recheckMs: number; limit: number },
) {
  const result = await db.execute<{ id: string; workspace_id: string }>(sql`
    update batches b set ready_checked_at = ${now}::timestamptz
     where b.id in (
       select id from batches
        where status = 'scheduled'
          and start_at <= ${now}::timestamptz + make_interval(secs => ${options.leadMs / 1000})
          and (ready_checked_at is null
               or (ready_waiting and ready_checked_at
                     <= ${now}::timestamptz - make_interval(secs => ${options.recheckMs / 1000})))
        order by start_at
        limit ${options.limit}
          for update skip locked)
    returning b.id, b.workspace_id`);
  return result.rows.map((row) => ({ id: row.id, workspaceId: row.workspace_id }));
}

/** The batch's comments still to post, per channel and video. */
export async function pendingOf(db: Executor, batchId: string) {
  const result = await db.execute<{ account_id: string; video_id: string; n: number }>(sql`
    select account_id, video_id, count(*)::int as n from comments
     where batch_id = ${batchId} and status = 'pending' and account_id is not null
     group by account_id, video_id`);
  return result.rows.map((row) => ({
    accountId: row.account_id,
    videoId: row.video_id,
    n: row.n,
  }));
}

/** The engine's reason for a comment left out before the start, by what its video's check found. */
const LEFT_OUT = {
  videoNotFound: 'leftOutVideoNotFound',
  commentsDisabled: 'leftOutCommentsDisabled',
} as const;

/** Its pending comments on these videos are cancelled, each with its video's reason. */
export async function cancelForVideos(tx: Tx, batchId: string, videos: Readiness['videos']) {
  let cancelled = 0;
  for (const reason of ['videoNotFound', 'commentsDisabled'] as const) {
    const ids = videos.filter((v) => v.reason === reason).map((v) => v.videoId);
    if (!ids.length) continue;
    const result = await tx.execute(sql`
      update comments
         set status = 'cancelled', error_reason = ${LEFT_OUT[reason]}, error_message = null,
             error_params = null, updated_at = now()
       where batch_id = ${batchId} and status = 'pending'
         and video_id = any(${sql.param(ids)}::text[])`);
    cancelled += result.rowCount ?? 0;
  }
  return cancelled;
}

export async function recordReadiness(tx: Tx, batchId: string, readiness: Readiness) {
  await tx.execute(sql`
    update batches
       set readiness = ${JSON.stringify(readiness)}::jsonb, ready_waiting = ${readiness.waiting},
           updated_at = now()
     where id = ${batchId}`);
}
