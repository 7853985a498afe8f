import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Failure } from '@core/api/failure-reasons';
import { OPEN_COMMENT_STATUSES, type BatchStatus } from '@core/posting/states';
import type { PlannedComment } from '@core/posting/plan';
import { APP_NOW } from '../db/database-clock';
import type { BatchPreview } from '@core/api/batches.schema';
import { batches, comments, type ConfirmedLaunch } from '../db/schema';
import { statusList, uuidArray } from '../db/sql-helpers';
import type { Executor, Tx } from '../db/transaction';

export type BatchRow = typeof batches.$inferSelect;

export type NewBatch = {
  workspaceId: string;
  /** The person who confirmed it. */
  createdBy?: string;
  mode: BatchRow['mode'];
  total: number;
  /** docs/schedules.md: scheduled to start then; absent: at once. */
  startAt?: Date;
  startTimeZone?: string;
  /** docs/architecture.md §10: it waits for approval, with what its author confirmed. */
  awaiting?: { launch: ConfirmedLaunch; confirmation: BatchPreview };
};

export type BatchOutcome = {
  workspaceId: string;
  total: number;
  posted: number;
  failed: number;
  unconfirmed: number;
  cancelled: boolean;
};

/**
 * The batch, queued, and every one of its comments, in the caller's transaction
 * (docs/posting-engine.md §2). The rows go as one statement over a few arrays (`unnest`), each
 * distinct text once: 100,000 rows as multi-row VALUES would be twenty statements of 40,000 bound
 * parameters each, several times slower to build and to parse.
 */
export async function insertBatch(tx: Tx, batch: NewBatch, planned: PlannedComment[]) {
  const { awaiting, ...columns } = batch;
  const status = awaiting ? 'awaitingApproval' : batch.startAt ? 'scheduled' : 'queued';
  const [row] = await tx
    .insert(batches)
    .values({ ...columns, ...awaiting, status })
    .returning();
  // A scheduled batch's comments are not due before its start: the queue's index skips them.
  const due = batch.startAt ? sql`${batch.startAt}::timestamptz` : APP_NOW;
  if (!planned.length) return row!;
  const items = new Map<string, { n: number; content: string; templateId: string | null }>();
  const itemIndex = planned.map(({ content, templateId }) => {
    const key = `${templateId ?? ''}:${content}`;
    let item = items.get(key);
    if (!item) items.set(key, (item = { n: items.size + 1, content, templateId }));
    return item.n;
  });
  const distinct = [...items.values()];
  await tx.execute(sql`
    insert into comments (workspace_id, batch_id, account_id, channel_title, channel_avatar, video_id,
                          content, template_id, position, next_attempt_at)
    select ${row!.workspaceId}::uuid, ${row!.id}::uuid, p.account_id, a.channel_title, a.avatar,
           p.video_id, i.content, i.template_id, p.position, ${due}
      from unnest(
             ${uuidArray(planned.map((c) => c.accountId))},
             ${sql.param(planned.map((c) => c.videoId))}::text[],
             ${sql.param(itemIndex)}::int[],
             ${sql.param(planned.map((c) => c.position))}::int[]
           ) as p(account_id, video_id, item, position)
      join unnest(
             ${sql.param(distinct.map((i) => i.content))}::text[],
             ${sql.param(distinct.map((i) => i.templateId))}::uuid[]
           ) with ordinality as i(content, template_id, n) on i.n = p.item
      join accounts a on a.id = p.account_id`);
  return row!;
}

/** docs/replies.md §3: what makes a batch's comment an answer: its thread, and the reply. */
export type Answering = { parentId: string; replyId: string };

/** The batch's comments (one: an answer's batch) go into the thread of `parentId`. */
export async function markAnswer(tx: Tx, batchId: string, answering: Answering) {
  await tx
    .update(comments)
    .set({ parentPlatformCommentId: answering.parentId, replyId: answering.replyId })
    .where(eq(comments.batchId, batchId));
}

/** Puts a recorded comment (pending, in no batch) into a batch. */
export async function attachComment(
  tx: Tx,
  workspaceId: string,
  commentId: string,
  batchId: string,
) {
  const rows = await tx
    .update(comments)
    .set({ batchId, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(comments.workspaceId, workspaceId),
        eq(comments.id, commentId),
        eq(comments.status, 'pending'),
        sql`${comments.batchId} is null`,
      ),
    )
    .returning({ id: comments.id });
  return rows.length > 0;
}

/**
 * Moves a comment to another batch: its tallies follow, by the comments' triggers, and the batch
 * it leaves counts one comment fewer (its counts add up to its total).
 */
export async function moveComment(tx: Tx, commentId: string, batchId: string) {
  await tx.execute(sql`
    with moved as (
      update comments c set batch_id = ${batchId}, updated_at = now()
        from comments before
       where c.id = ${commentId} and before.id = c.id
      returning before.batch_id as left_batch)
    update batches b set total = b.total - 1, updated_at = now()
      from moved where b.id = moved.left_batch`);
}

/** Moves the batch from one of `from` to `to`; false when it was in none of them. */
export async function setStatus(
  db: Executor,
  id: string,
  from: readonly BatchStatus[],
  to: BatchStatus,
) {
  const rows = await db
    .update(batches)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(batches.id, id), inArray(batches.status, [...from])))
    .returning({ id: batches.id });
  return rows.length > 0;
}

/** A paused batch posts again: scheduled again when its start is still to come. */
export async function resume(db: Executor, id: string) {
  const result = await db.execute(sql`
    update batches
       set status = case when start_at > ${APP_NOW} then 'scheduled' else 'running' end,
           updated_at = now()
     where id = ${id} and status = 'paused'
    returning id`);
  return result.rows.length > 0;
}

/**
 * The statement that moves a queued batch to running as its first send starts: a part of the
 * send's own statement (it runs once per comment, so it is not a second round trip).
 */
export const runningOnSend = (batchId: string) =>
  sql`update batches set status = 'running', updated_at = now()
       where id = ${batchId} and status in ('scheduled', 'queued')`;

/** Scheduled batches whose start has come are queued (one statement, every second). */
export async function queueStarted(db: Executor) {
  await db.execute(sql`
    update batches set status = 'queued', updated_at = now()
     where status = 'scheduled' and start_at <= ${APP_NOW} and not ready_waiting`);
}

/**
 * A scheduled batch starts at another time: its comments are due then. False when the batch is
 * not scheduled (nor paused before its start) any more.
 */
export async function moveStart(tx: Tx, id: string, startAt: Date, timeZone: string) {
  const rows = await tx
    .update(batches)
    // Checked again before the new start (docs/schedules.md §6).
    .set({
      startAt,
      startTimeZone: timeZone,
      readyCheckedAt: null,
      readiness: null,
      readyWaiting: false,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(batches.id, id),
        sql`(${batches.status} = 'scheduled'
             or (${batches.status} = 'paused' and ${batches.startAt} > ${APP_NOW}))`,
      ),
    )
    .returning({ id: batches.id });
  if (!rows.length) return false;
  await tx
    .update(comments)
    .set({ nextAttemptAt: startAt, updatedAt: sql`now()` })
    .where(and(eq(comments.batchId, id), eq(comments.status, 'pending')));
  return true;
}

/** What was still to post in the batch is cancelled; what was posted stays posted. */
export async function cancelPending(tx: Tx, batchId: string) {
  await tx
    .update(comments)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(comments.batchId, batchId), eq(comments.status, 'pending')));
}

/** Comments of these channels that were still to post are cancelled; the batches they were in. */
export async function cancelPendingOfAccounts(tx: Tx, accountIds: string[], failure: Failure) {
  if (!accountIds.length) return [];
  const rows = await tx
    .update(comments)
    .set({
      status: 'cancelled',
      errorMessage: failure.platformMessage ?? null,
      errorReason: failure.reason,
      errorParams: failure.params ?? null,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(comments.accountId, accountIds), eq(comments.status, 'pending')))
    .returning({ batchId: comments.batchId });
  return [...new Set(rows.flatMap((row) => (row.batchId ? [row.batchId] : [])))];
}

/**
 * When nothing of the batch is left to post, it is done (or stays cancelled). The batch row is
 * locked first: two sends recorded at once would otherwise each see the other still posting (its
 * change not yet committed) and neither would finish the batch. Whoever takes the lock second
 * reads with a fresh snapshot, after the first committed. A batch waiting for approval stays
 * waiting when its channels went away: its approver is told why it cannot be approved.
 */
export async function finishIfComplete(tx: Tx, batchId: string): Promise<BatchOutcome | undefined> {
  const locked = await tx.execute(
    sql`select 1 from batches where id = ${batchId} and finished_at is null for update`,
  );
  if (!locked.rows.length) return undefined;
  const result = await tx.execute<BatchOutcome>(sql`
    update batches b
       set status = case when b.status = 'cancelled' then 'cancelled' else 'done' end,
           finished_at = now(), updated_at = now()
     where b.id = ${batchId} and b.finished_at is null and b.status <> 'awaitingApproval'
       and not exists (select 1 from comments c
                        where c.batch_id = b.id and c.status in (${statusList(OPEN_COMMENT_STATUSES)}))
    returning b.workspace_id as "workspaceId", b.total, b.status = 'cancelled' as cancelled,
      (select count(*)::int from comments c where c.batch_id = b.id and c.status = 'posted') as posted,
      (select count(*)::int from comments c where c.batch_id = b.id and c.status = 'failed') as failed,
      (select count(*)::int from comments c
        where c.batch_id = b.id and c.status = 'unconfirmed') as unconfirmed`);
  return result.rows[0];
}

/** Batches left unfinished with nothing to post (finished before the lock above existed). */
export async function settledUnfinishedBatches(db: Executor) {
  const result = await db.execute<{ id: string }>(sql`
    select b.id from batches b
     where b.finished_at is null and b.status <> 'awaitingApproval'
       and not exists (select 1 from comments c
                        where c.batch_id = b.id and c.status in (${statusList(OPEN_COMMENT_STATUSES)}))`);
  return result.rows.map((row) => row.id);
}

/** Whether the batch was cancelled, read under its row's lock (as reopenBatch reads it). */
export async function isCancelled(tx: Tx, id: string) {
  const result = await tx.execute<{ status: BatchStatus }>(
    sql`select status from batches where id = ${id} for update`,
  );
  return result.rows[0]?.status === 'cancelled';
}

/**
 * A comment of the batch is to be posted again: a finished batch runs again (a paused one stays
 * paused). False for a cancelled batch. The batch row is locked, as the worker locks it to end it.
 */
export async function reopenBatch(tx: Tx, id: string) {
  const result = await tx.execute<{ status: BatchStatus }>(
    sql`select status from batches where id = ${id} for update`,
  );
  const status = result.rows[0]?.status;
  if (!status || status === 'cancelled') return false;
  await tx
    .update(batches)
    .set({
      status: status === 'done' ? 'running' : status,
      finishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(batches.id, id));
  return true;
}
