import type { Batch } from '@core/api/batches.schema';
import { estimateSeconds, waitSeconds } from '@core/posting/eta';
import { credentialKey } from '@core/posting/quota-day';
import { scheduleBatch } from '@core/time/batch-schedule';
import { channelWindows } from '@core/time/posting-windows';
import { notFound } from '@server/http/app-error';
import * as ledger from '@server/quota-ledger/quota-ledger';
import { batchVisibility } from '@server/visibility/visibility.repository';
import { windowsDto } from '../posting-windows/posting-windows-dto';
import { postingSettings } from '../settings/settings.service';
import type { BatchDeps } from './batch-deps';
import { readBatches, type BatchReadRow } from './batch-read.repository';

type EtaContext = {
  pacingSeconds: number;
  dailyCapPerChannel: number;
  quotaLeft: Map<string, number>;
  /** Each credential's daily units, by ledger key; `limit` is the server's. */
  limits: ReadonlyMap<string, number>;
  limit: number;
  now: Date;
};

/**
 * When the batch's last comment should go: from its start (or now), its channels' pacing, caps,
 * quota and what older batches post first on them; played through the windows when a channel
 * has some (docs/schedules.md), else counted at once.
 */
function etaOf(row: BatchReadRow, context: EtaContext) {
  const from = new Date(Math.max(context.now.getTime(), row.startAt?.getTime() ?? 0));
  // Older batches on the same channels post first (a paused one waits for nothing).
  const loads = row.loads.map((l) => ({ ...l, n: l.n + l.ahead }));
  if (loads.some((l) => l.windowSlots)) {
    const plan = scheduleBatch(
      loads.map((l) => ({
        id: l.accountId,
        credentialKey: credentialKey(l.credentialId),
        count: l.n,
        readyAt: l.nextPostAt ? Date.parse(l.nextPostAt) : undefined,
        windows: channelWindows(l),
      })),
      {
        startAt: from.getTime(),
        now: context.now.getTime(),
        pacingSeconds: context.pacingSeconds,
        dailyCap: context.dailyCapPerChannel,
        quotaLeft: context.quotaLeft,
        quotaLimit: context.limit,
        quotaLimits: context.limits,
        timeZone: 'UTC',
      },
    );
    if (plan.finishAt !== null) return new Date(plan.finishAt);
  }
  const seconds = estimateSeconds(
    loads.map((l) => ({
      n: l.n,
      credentialKey: credentialKey(l.credentialId),
      waitSeconds: waitSeconds(l.nextPostAt, from),
    })),
    { ...context, now: from },
  );
  return new Date(from.getTime() + seconds * 1000);
}

/**
 * The batch's channels outside their windows now, with when they open; none before its start
 * (the plan said when each channel starts).
 */
function waitingForWindows(row: BatchReadRow, now: Date) {
  if (row.status === 'scheduled' && row.startAt && row.startAt > now) return [];
  return row.loads.flatMap((load) => {
    const { opensAt } = windowsDto(load, now);
    return opensAt ? [{ accountId: load.accountId, name: load.name, opensAt }] : [];
  });
}

/** Batches as the API gives them: a time estimate while they post, the channels out of windows. */
export async function batchDtos(
  deps: BatchDeps,
  workspaceId: string,
  rows: BatchReadRow[],
): Promise<Batch[]> {
  // A batch waiting for approval has no estimate yet: nothing of it posts before it is approved.
  const posts = (row: BatchReadRow) => !row.finishedAt && row.status !== 'awaitingApproval';
  const unfinished = rows.filter(posts);
  const now = new Date();
  const limit = deps.posting.quotaDailyUnits;
  const [settings, today] = unfinished.length
    ? await Promise.all([
        postingSettings(deps.db, workspaceId),
        ledger.leftToday(
          deps.db,
          unfinished.flatMap((r) => r.loads.map((l) => l.credentialId)),
          { now, defaults: deps.posting },
        ),
      ])
    : [];
  return rows.map((row) => {
    const eta =
      posts(row) && settings && today
        ? etaOf(row, {
            ...settings,
            quotaLeft: today.left,
            limits: today.limits,
            limit,
            now,
          }).toISOString()
        : null;
    return {
      id: row.id,
      mode: row.mode,
      status: row.status,
      createdBy: row.createdBy,
      total: row.total,
      counts: row.counts,
      createdAt: row.createdAt.toISOString(),
      startAt: row.startAt?.toISOString() ?? null,
      startTimeZone: row.startTimeZone,
      readiness: row.readiness,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      eta,
      waiting: posts(row) ? waitingForWindows(row, now) : [],
    };
  });
}

export async function getBatch(deps: BatchDeps, workspaceId: string, id: string): Promise<Batch> {
  const [row] = await readBatches(deps.db, workspaceId, { id });
  if (!row) throw notFound('Batch');
  const [[batch], seen] = await Promise.all([
    batchDtos(deps, workspaceId, [row]),
    batchVisibility(deps.db, workspaceId, id),
  ]);
  return {
    ...batch!,
    visibility: {
      looked: seen.looked,
      visible: seen.visible,
      notVisible: seen.notVisible,
      day: seen.dayLooked ? { looked: seen.dayLooked, visible: seen.dayVisible } : null,
    },
  };
}

export async function listBatches(
  deps: BatchDeps,
  workspaceId: string,
  options: { active?: boolean; limit?: number },
) {
  const rows = await readBatches(deps.db, workspaceId, {
    active: options.active,
    limit: options.limit ?? 20,
  });
  return batchDtos(deps, workspaceId, rows);
}
