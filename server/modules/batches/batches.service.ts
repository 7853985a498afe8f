import type { Batch, BatchPreview, LaunchBody } from '../../../core/api/batches.schema';
import {
  BATCH_MAX,
  batchTotal,
  itemsPerPair,
  planBatch,
  planWarnings,
  type PlanChoice,
} from '../../../core/posting/plan';
import { INSERT_COST, nextQuotaReset, quotaDay } from '../../../core/posting/quota-day';
import { SERVER_CREDENTIAL_NAME } from '../../../core/api/server-credential';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { transactionRetryingDeadlock } from '../../db/transaction';
import { AppError, notFound } from '../../http/app-error';
import { credentialKey, quotaUsed } from '../../posting/quota.repository';
import { finishIfComplete } from '../../posting/posting.repository';
import { logActivity } from '../activity/activity.repository';
import { listCredentials } from '../credentials/credentials.repository';
import { postingSettings } from '../settings/settings.service';
import { existingVideoIds } from '../videos/videos.repository';
import * as repo from './batches.repository';

export interface BatchDeps {
  db: Db;
  posting: Config['posting'];
  onBatchCreated?: () => void;
}

const DAY_SECONDS = 86_400;

/**
 * Turns what /launch sent into a plan, refusing anything not the user's: another user's channel,
 * video or template is "not found", and nothing is created.
 */
async function resolve(db: Db, userId: string, body: LaunchBody) {
  const accountIds = [...new Set(body.accountIds)];
  const videoIds = [...new Set(body.videoIds)];
  const channels = await repo.ownedAccounts(db, userId, accountIds);
  if (channels.length !== accountIds.length) throw notFound('Channel');
  if ((await existingVideoIds(db, userId, videoIds)).length !== videoIds.length)
    throw notFound('Video');

  let choice: PlanChoice;
  if (body.mode === 'multi') {
    const wanted = body.templates ?? [];
    const found = new Map(
      (
        await repo.ownedTemplates(
          db,
          userId,
          wanted.map((t) => t.id),
        )
      ).map((t) => [t.id, t]),
    );
    if (found.size !== new Set(wanted.map((t) => t.id)).size) throw notFound('Template');
    choice = {
      mode: 'multi',
      templates: wanted.map((t) => ({
        id: t.id,
        content: found.get(t.id)!.content,
        frequency: t.frequency,
      })),
    };
  } else if (body.templateId) {
    const [template] = await repo.ownedTemplates(db, userId, [body.templateId]);
    if (!template) throw notFound('Template');
    choice = { mode: 'single', template };
  } else {
    choice = { mode: 'single', text: body.text };
  }

  const { total, perPair } = batchTotal(accountIds.length, videoIds.length, choice);
  if (total === 0) {
    throw new AppError(400, 'EMPTY_PLAN', 'Please enter a comment or select a template.');
  }
  if (total > BATCH_MAX) {
    throw new AppError(
      400,
      'BATCH_TOO_LARGE',
      `This would be ${total.toLocaleString('en')} comments; a batch holds at most ${BATCH_MAX.toLocaleString('en')}.`,
      String(total),
    );
  }
  return { channels, accountIds, videoIds, choice, total, perPair };
}

/** Seconds until the last comment, given pacing per channel, the daily cap and the quota. */
function estimateSeconds(
  perAccount: { n: number; credentialKey: string; waitSeconds: number }[],
  options: {
    pacingSeconds: number;
    dailyCapPerChannel: number;
    quotaLeft: Map<string, number>;
    limit: number;
    now: Date;
  },
) {
  const untilReset = (nextQuotaReset(options.now).getTime() - options.now.getTime()) / 1000;
  let eta = 0;
  for (const { n, waitSeconds } of perAccount) {
    if (n <= 0) continue;
    let seconds = waitSeconds + (n - 1) * options.pacingSeconds;
    // The daily cap spreads a channel's comments over days.
    if (n > options.dailyCapPerChannel)
      seconds = Math.max(
        seconds,
        untilReset + (Math.ceil(n / options.dailyCapPerChannel) - 2) * DAY_SECONDS,
      );
    eta = Math.max(eta, seconds);
  }
  const perCredential = new Map<string, number>();
  for (const { n, credentialKey: key } of perAccount)
    perCredential.set(key, (perCredential.get(key) ?? 0) + n);
  for (const [key, n] of perCredential) {
    const fits = Math.floor((options.quotaLeft.get(key) ?? options.limit) / INSERT_COST);
    if (n > fits) {
      const perDay = Math.floor(options.limit / INSERT_COST);
      eta = Math.max(eta, untilReset + (Math.ceil((n - fits) / perDay) - 1) * DAY_SECONDS);
    }
  }
  return Math.round(eta);
}

/** DESIGN.md §6: everything the confirmation shows, before anything is created. */
export async function previewBatch(
  deps: BatchDeps,
  userId: string,
  body: LaunchBody,
): Promise<BatchPreview> {
  const { db, posting } = deps;
  const plan = await resolve(db, userId, body);
  const settings = await postingSettings(db, userId);
  const now = new Date();
  const perChannel = plan.videoIds.length * plan.perPair;
  const names = new Map((await listCredentials(db, userId)).map((c) => [c.id, c.name]));
  const keys = [...new Set(plan.channels.map((c) => credentialKey(c.credentialId)))];
  const used = await quotaUsed(db, keys, quotaDay(now));
  const quotaLeft = new Map(
    keys.map((k) => [k, Math.max(0, posting.quotaDailyUnits - (used.get(k) ?? 0))]),
  );
  const quota = keys.map((key) => {
    const channelsHere = plan.channels.filter((c) => credentialKey(c.credentialId) === key).length;
    const left = quotaLeft.get(key)!;
    return {
      credential: key === 'server' ? SERVER_CREDENTIAL_NAME : (names.get(key) ?? key),
      cost: channelsHere * perChannel * INSERT_COST,
      left,
      fitsToday: Math.floor(left / INSERT_COST),
    };
  });
  const samples = [...new Set(itemsPerPair(plan.choice).map((i) => i.content))].slice(0, 3);
  return {
    total: plan.total,
    perPair: plan.perPair,
    videos: plan.videoIds.length,
    channels: plan.channels.map((c) => ({
      id: c.id,
      name: c.channelTitle ?? c.email,
      comments: perChannel,
    })),
    samples,
    quota,
    etaSeconds: estimateSeconds(
      plan.channels.map((c) => ({
        n: perChannel,
        credentialKey: credentialKey(c.credentialId),
        waitSeconds: 0,
      })),
      { ...settings, quotaLeft, limit: posting.quotaDailyUnits, now },
    ),
    pacingSeconds: settings.pacingSeconds,
    warnings: {
      ...planWarnings(plan.videoIds.length, plan.choice),
      quotaShort: quota.some((q) => q.cost > q.left),
      pausedAll: settings.pauseAll,
    },
  };
}

/** Writes the batch and all its comments in one transaction; the worker takes it from there. */
export async function createBatch(
  deps: BatchDeps,
  userId: string,
  body: LaunchBody,
  mode: repo.BatchRow['mode'] = body.mode,
) {
  const plan = await resolve(deps.db, userId, body);
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

async function toDtos(deps: BatchDeps, userId: string, rows: repo.BatchRow[]): Promise<Batch[]> {
  const counts = await repo.batchCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  const settings = rows.some((r) => !r.finishedAt)
    ? await postingSettings(deps.db, userId)
    : undefined;
  const now = new Date();
  return Promise.all(
    rows.map(async (row) => {
      let eta: string | null = null;
      if (!row.finishedAt && settings) {
        const pending = await repo.pendingPerAccount(deps.db, row.id);
        const keys = [...new Set(pending.map((p) => credentialKey(p.credentialId)))];
        const used = await quotaUsed(deps.db, keys, quotaDay(now));
        const quotaLeft = new Map(
          keys.map((k) => [k, Math.max(0, deps.posting.quotaDailyUnits - (used.get(k) ?? 0))]),
        );
        const seconds = estimateSeconds(
          pending.map((p) => ({
            n: p.n,
            credentialKey: credentialKey(p.credentialId),
            waitSeconds: Math.max(0, ((p.nextPostAt?.getTime() ?? 0) - now.getTime()) / 1000),
          })),
          { ...settings, quotaLeft, limit: deps.posting.quotaDailyUnits, now },
        );
        eta = new Date(now.getTime() + seconds * 1000).toISOString();
      }
      return {
        id: row.id,
        mode: row.mode,
        status: row.status,
        total: row.total,
        counts: counts.get(row.id) ?? {},
        createdAt: row.createdAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null,
        eta,
      };
    }),
  );
}

export async function getBatch(deps: BatchDeps, userId: string, id: string) {
  const row = await repo.findBatch(deps.db, userId, id);
  if (!row) throw notFound('Batch');
  return (await toDtos(deps, userId, [row]))[0]!;
}

export async function listBatches(
  deps: BatchDeps,
  userId: string,
  options: { active?: boolean; limit?: number },
) {
  const rows = await repo.listBatches(deps.db, userId, {
    active: options.active,
    limit: options.limit ?? 20,
  });
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
