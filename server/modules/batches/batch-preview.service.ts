import { databaseNow } from '@server/db/database-clock';
import { PREVIEW_TEXTS, type BatchPreview, type LaunchBody } from '@core/api/batches.schema';
import { SERVER_CREDENTIAL_NAME } from '@core/api/server-credential';
import { itemsPerPair, planWarnings } from '@core/posting/plan';
import { estimateSeconds, waitSeconds } from '@core/posting/eta';
import {
  commentsThatFit,
  credentialKey,
  INSERT_COST,
  quotaLeft as quotaLeftOf,
} from '@core/posting/quota-day';
import * as ledger from '@server/quota-ledger/quota-ledger';
import { healthOfChannels } from '@server/visibility/channel-health.repository';
import { listCredentials } from '../credentials/credentials.repository';
import { postingSettings } from '../settings/settings.service';
import type { BatchDeps } from './batch-deps';
import { resolvePlan, type ResolvedPlan } from './batch-plan';
import { planSchedule } from './batch-schedule.service';
import { startOf } from './start-time';
import {
  othersQueuedOnServerCredential,
  overlapWithActive,
  queuedPerAccount,
} from './running.repository';

/** Each different text once, with how many times a channel posts it on a video. */
function textsWithFrequency(items: { content: string }[]) {
  const frequency = new Map<string, number>();
  for (const { content } of items) frequency.set(content, (frequency.get(content) ?? 0) + 1);
  return [...frequency].map(([content, n]) => ({ content, frequency: n }));
}

/**
 * docs/responsible-use.md §1: everything the confirmation shows, before anything is created.
 * Batches still going on the same channels count: their comments are posted first (the ETA waits
 * for them), spend the quota first ("left" is what remains after them), and a plan they already
 * hold is named, so the same batch is not launched twice by accident.
 */
export async function previewBatch(
  deps: Pick<BatchDeps, 'db' | 'posting'>,
  workspaceId: string,
  body: LaunchBody,
): Promise<BatchPreview> {
  return previewPlan(deps, workspaceId, await resolvePlan(deps.db, workspaceId, body), body);
}

/**
 * The confirmation of a plan already resolved: a launch's, or a waiting batch's checked again
 * before its approval (`exceptBatchId`: that batch, which overlaps nothing of its own).
 */
export async function previewPlan(
  deps: Pick<BatchDeps, 'db' | 'posting'>,
  workspaceId: string,
  plan: ResolvedPlan,
  body: { startAt?: string; timeZone?: string },
  exceptBatchId: string | null = null,
): Promise<BatchPreview> {
  const { db, posting } = deps;
  const settings = await postingSettings(db, workspaceId);
  // The database's clock, which the workers start and pace by: a start it finds still to come is.
  const now = await databaseNow(db);
  const perChannel = plan.videoIds.length * plan.perPair;
  const texts = textsWithFrequency(itemsPerPair(plan.choice));

  const queued = await queuedPerAccount(db, workspaceId);
  const aheadOf = new Map(queued.map((q) => [q.account_id, q.n]));
  const queuedOn = new Map<string, number>();
  for (const q of queued) {
    const key = credentialKey(q.credential_id);
    queuedOn.set(key, (queuedOn.get(key) ?? 0) + q.n);
  }
  // The server-level credential's quota is shared: everyone's waiting comments take from it.
  if (plan.channels.some((c) => c.credentialId === null))
    queuedOn.set(
      credentialKey(null),
      (queuedOn.get(credentialKey(null)) ?? 0) +
        (await othersQueuedOnServerCredential(db, workspaceId)),
    );
  const overlap = await overlapWithActive(
    db,
    workspaceId,
    {
      accountIds: plan.accountIds,
      videoIds: plan.videoIds,
      texts: texts.map((t) => t.content),
    },
    exceptBatchId,
  );

  const names = new Map((await listCredentials(db, workspaceId)).map((c) => [c.id, c.name]));
  const { left: quotaLeft, limits } = await ledger.leftToday(
    db,
    plan.channels.map((c) => c.credentialId),
    { now, defaults: posting },
  );
  const quota = [...quotaLeft.keys()].map((key) => {
    const channelsHere = plan.channels.filter((c) => credentialKey(c.credentialId) === key).length;
    const queuedUnits = (queuedOn.get(key) ?? 0) * INSERT_COST;
    const left = quotaLeftOf(quotaLeft.get(key)!, queuedUnits);
    return {
      credential: key === 'server' ? SERVER_CREDENTIAL_NAME : (names.get(key) ?? key),
      cost: channelsHere * perChannel * INSERT_COST,
      left,
      queued: queuedUnits,
      fitsToday: commentsThatFit(left),
    };
  });

  // Comments queued on other channels of a chosen credential do not delay these channels'
  // pacing, but they take from the same quota.
  const queuedElsewhere = new Map(queuedOn);
  for (const c of plan.channels) {
    const key = credentialKey(c.credentialId);
    queuedElsewhere.set(key, (queuedElsewhere.get(key) ?? 0) - (aheadOf.get(c.id) ?? 0));
  }
  const etaSeconds = estimateSeconds(
    plan.channels.map((c) => ({
      n: (aheadOf.get(c.id) ?? 0) + perChannel,
      credentialKey: credentialKey(c.credentialId),
      waitSeconds: waitSeconds(c.nextPostAt, now),
    })),
    { ...settings, quotaLeft, limit: posting.quotaDailyUnits, limits, now, queuedElsewhere },
  );

  const start = startOf(body, now);
  const schedule = await planSchedule(db, plan, {
    startAt: start.startAt ?? now,
    timeZone: start.timeZone,
    now,
    perChannel,
    aheadOf,
    settings,
    quotaLeft,
    queuedElsewhere,
    quotaLimit: posting.quotaDailyUnits,
    quotaLimits: limits,
  });

  const health = await healthOfChannels(db, workspaceId, now, plan.accountIds);
  const distinctPlanned = plan.accountIds.length * plan.videoIds.length * texts.length;
  return {
    total: plan.total,
    perPair: plan.perPair,
    videos: plan.videoIds.length,
    channels: plan.channels.map((c) => ({
      id: c.id,
      name: c.channelTitle ?? c.email,
      comments: perChannel,
    })),
    texts: texts.slice(0, PREVIEW_TEXTS),
    textCount: texts.length,
    quota,
    // The plan played through the windows when it ends within a year, from when its first window
    // opens (4 comments whose windows open tomorrow take minutes, not "about 2 days"); else the
    // plain estimate.
    etaSeconds: schedule.finishAt
      ? Math.max(
          0,
          Math.round((Date.parse(schedule.finishAt) - Date.parse(schedule.beginsAt)) / 1000),
        )
      : etaSeconds,
    plan: schedule,
    pacingSeconds: settings.pacingSeconds,
    running: {
      batches: overlap.batches,
      comments: plan.channels.reduce((sum, c) => sum + (aheadOf.get(c.id) ?? 0), 0),
    },
    warnings: {
      ...planWarnings(plan.videoIds.length, plan.choice),
      quotaShort: quota.some((q) => q.cost > q.left),
      pausedAll: settings.pauseAll,
      duplicates: overlap.duplicates,
      sameAsRunning: distinctPlanned > 0 && overlap.duplicates >= distinctPlanned,
      hiddenChannels: plan.channels
        .filter((c) => health.get(c.id)?.flagged)
        .map((c) => c.channelTitle ?? c.email),
    },
  };
}
