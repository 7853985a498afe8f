import type { Batch, LaunchBody } from '../../../core/api/batches.schema';
import { planBatch } from '../../../core/posting/plan';
import { quotaDay } from '../../../core/posting/quota-day';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { transactionRetryingDeadlock } from '../../db/transaction';
import { AppError, notFound } from '../../http/app-error';
import { credentialKey } from '../../posting/quota.repository';
import { finishIfComplete } from '../../posting/batch-finish.repository';
import { logActivity } from '../activity/activity.repository';
import { postingSettings } from '../settings/settings.service';
import { estimateSeconds } from './batch-eta';
import { resolvePlan } from './batch-plan';
import * as repo from './batches.repository';
import { readBatches, type BatchReadRow } from './batch-read.repository';

export { previewBatch } from './batch-preview.service';

export interface BatchDeps {
  db: Db;
  posting: Config['posting'];
  onBatchCreated?: () => void;
}

/** Writes the batch and all its comments in one transaction; the worker takes it from there. */
export async function createBatch(
  deps: BatchDeps,
  userId: string,
  body: LaunchBody,
  mode: repo.BatchRow['mode'] = body.mode,
) {
  const plan = await resolvePlan(deps.db, userId, body);
  const planned = planBatch(plan.accountIds, plan.videoIds, plan.choice);
  const row = await deps.db.transaction(async (tx) => {
    const batch = await repo.insertBatch(tx, { userId, mode, total: planned.length }, planned);
    await logActivity(tx, {
      userId,
      type: 'comment_pending',
      details: { count: planned.length, batchId: batch.id },
    });
    return batch;
  });
  deps.onBatchCreated?.();
  return getBatch(deps, userId, row.id);
}

/** A batch for one channel from the SPEC's per-call endpoints, on the same engine. */
export async function createApiBatch(
  deps: BatchDeps,
  userId: string,
  input: { accountId: string; videoIds: string[]; text?: string; templateId?: string },
) {
  return createBatch(
    deps,
    userId,
    {
      accountIds: [input.accountId],
      videoIds: input.videoIds,
      mode: 'single',
      text: input.text,
      templateId: input.templateId,
    },
    'api',
  );
}

async function toDtos(deps: BatchDeps, userId: string, rows: BatchReadRow[]): Promise<Batch[]> {
  const settings = rows.some((r) => !r.finishedAt)
    ? await postingSettings(deps.db, userId)
    : undefined;
  const now = new Date();
  const limit = deps.posting.quotaDailyUnits;
  return rows.map((row) => {
    let eta: string | null = null;
    if (!row.finishedAt && settings) {
      const quotaLeft = new Map(
        row.loads.map((l) => [credentialKey(l.credentialId), Math.max(0, limit - l.quotaUsed)]),
      );
      const seconds = estimateSeconds(
        row.loads.map((l) => ({
          // Older batches on the same channels post first (a paused one waits for nothing).
          n: l.n + l.ahead,
          credentialKey: credentialKey(l.credentialId),
          waitSeconds: Math.max(0, (Date.parse(l.nextPostAt ?? '') - now.getTime()) / 1000 || 0),
        })),
        { ...settings, quotaLeft, limit, now },
      );
      eta = new Date(now.getTime() + seconds * 1000).toISOString();
    }
    return {
      id: row.id,
      mode: row.mode,
      status: row.status,
      total: row.total,
      counts: row.counts,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      eta,
    };
  });
}

export async function getBatch(deps: BatchDeps, userId: string, id: string) {
  const [row] = await readBatches(deps.db, userId, { id }, quotaDay(new Date()));
  if (!row) throw notFound('Batch');
  return (await toDtos(deps, userId, [row]))[0]!;
}

export async function listBatches(
  deps: BatchDeps,
  userId: string,
  options: { active?: boolean; limit?: number },
) {
  const rows = await readBatches(
    deps.db,
    userId,
    { active: options.active, limit: options.limit ?? 20 },
    quotaDay(new Date()),
  );
  return toDtos(deps, userId, rows);
}

/** Pause, resume or cancel. Cancelling keeps what was posted; the rest is cancelled. */
export async function controlBatch(
  deps: BatchDeps,
  userId: string,
  id: string,
  action: 'pause' | 'resume' | 'cancel',
) {
  const row = await repo.findBatch(deps.db, userId, id);
  if (!row) throw notFound('Batch');
  const changed = await transactionRetryingDeadlock(deps.db, async (tx) => {
    if (action === 'pause') return repo.setBatchStatus(tx, id, ['queued', 'running'], 'paused');
    if (action === 'resume') return repo.setBatchStatus(tx, id, ['paused'], 'running');
    const done = await repo.setBatchStatus(tx, id, ['queued', 'running', 'paused'], 'cancelled');
    if (done) {
      await repo.cancelPending(tx, id);
      await finishIfComplete(tx, id);
    }
    return done;
  });
  if (!changed) {
    throw new AppError(
      409,
      'BATCH_STATE',
      `The batch is ${row.status}: it cannot be ${action}d now.`,
      row.status,
    );
  }
  if (action === 'resume') deps.onBatchCreated?.();
  return getBatch(deps, userId, id);
}

/**
 * SPEC §7 POST /api/youtube/comment with `commentId`: the record made by POST /api/comments is
 * queued as it is (a batch of one), instead of a second copy being made.
 */
export async function queueRecordedComment(deps: BatchDeps, userId: string, commentId: string) {
  const id = await deps.db.transaction(async (tx) => {
    const batch = await repo.insertBatch(tx, { userId, mode: 'api', total: 1 }, []);
    if (!(await repo.attachComment(tx, userId, commentId, batch.id))) {
      throw new AppError(
        409,
        'COMMENT_STATE',
        'Only a comment recorded and not yet queued can be posted this way.',
      );
    }
    return batch.id;
  });
  deps.onBatchCreated?.();
  return getBatch(deps, userId, id);
}
