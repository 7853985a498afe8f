import { and, eq, inArray, sql } from 'drizzle-orm';
import { uuidArray } from '../../db/sql-helpers';
import { batches, comments } from '../../db/schema';
import type { Executor, Tx } from '../../db/transaction';
import type { PlannedComment } from '../../../core/posting/plan';

export type BatchRow = typeof batches.$inferSelect;

/**
 * The batch and every one of its comments, in the caller's transaction (docs/posting-engine.md §2).
 * The rows go as one statement over a few arrays (`unnest`), each distinct text once: 100,000 rows
 * as multi-row VALUES would be twenty statements of 40,000 bound parameters each, several times
 * slower to build and to parse.
 */
export async function insertBatch(
  tx: Tx,
  batch: { userId: string; mode: BatchRow['mode']; total: number },
  planned: PlannedComment[],
) {
  const [row] = await tx.insert(batches).values(batch).returning();
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
    insert into comments (user_id, batch_id, account_id, channel_title, channel_avatar, video_id,
                          content, template_id, position)
    select ${row!.userId}::uuid, ${row!.id}::uuid, p.account_id, a.channel_title, a.avatar,
           p.video_id, i.content, i.template_id, p.position
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

export async function findBatch(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.userId, userId), eq(batches.id, id)))
    .limit(1);
  return row;
}

export async function setBatchStatus(
  db: Executor,
  id: string,
  from: readonly BatchRow['status'][],
  to: BatchRow['status'],
) {
  const rows = await db
    .update(batches)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(batches.id, id), inArray(batches.status, [...from])))
    .returning({ id: batches.id });
  return rows.length > 0;
}

/** Cancelling leaves posted comments posted; what was still to post is cancelled. */
export async function cancelPending(tx: Tx, batchId: string) {
  await tx
    .update(comments)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(comments.batchId, batchId), eq(comments.status, 'pending')));
}

/** Puts a recorded comment (pending, in no batch) into a batch. */
export async function attachComment(tx: Tx, userId: string, commentId: string, batchId: string) {
  const rows = await tx
    .update(comments)
    .set({ batchId, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(comments.userId, userId),
        eq(comments.id, commentId),
        eq(comments.status, 'pending'),
        sql`${comments.batchId} is null`,
      ),
    )
    .returning({ id: comments.id });
  return rows.length > 0;
}

/**
 * A comment of the batch is to be posted again: a finished batch runs again (a paused one stays
 * paused). False for a cancelled batch. The batch row is locked, as the worker locks it to end it.
 */
export async function reopenBatch(tx: Tx, id: string) {
  const result = await tx.execute<{ status: BatchRow['status'] }>(
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
