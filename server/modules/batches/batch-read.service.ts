import type { Batch } from '../../../core/api/batches.schema';
import { estimateSeconds, waitSeconds } from '../../../core/posting/eta';
import { credentialKey } from '../../../core/posting/quota-day';
import { notFound } from '../../http/app-error';
import * as ledger from '../../quota/quota-ledger';
import { batchVisibility } from '../../visibility/visibility.repository';
import { postingSettings } from '../settings/settings.service';
import type { BatchDeps } from './batch-deps';
import { readBatches, type BatchReadRow } from './batch-read.repository';

async function toDtos(deps: BatchDeps, userId: string, rows: BatchReadRow[]): Promise<Batch[]> {
  const unfinished = rows.filter((r) => !r.finishedAt);
  const now = new Date();
  const limit = deps.posting.quotaDailyUnits;
  const [settings, quotaLeft] = unfinished.length
    ? await Promise.all([
        postingSettings(deps.db, userId),
        ledger.leftToday(
          deps.db,
          unfinished.flatMap((r) => r.loads.map((l) => l.credentialId)),
          { now, limit },
        ),
      ])
    : [];
  return rows.map((row) => {
    let eta: string | null = null;
    if (!row.finishedAt && settings && quotaLeft) {
      const seconds = estimateSeconds(
        row.loads.map((l) => ({
          // Older batches on the same channels post first (a paused one waits for nothing).
          n: l.n + l.ahead,
          credentialKey: credentialKey(l.credentialId),
          waitSeconds: waitSeconds(l.nextPostAt, now),
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

export async function getBatch(deps: BatchDeps, userId: string, id: string): Promise<Batch> {
  const [row] = await readBatches(deps.db, userId, { id });
  if (!row) throw notFound('Batch');
  const [[batch], seen] = await Promise.all([
    toDtos(deps, userId, [row]),
    batchVisibility(deps.db, userId, id),
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
  userId: string,
  options: { active?: boolean; limit?: number },
) {
  const rows = await readBatches(deps.db, userId, {
    active: options.active,
    limit: options.limit ?? 20,
  });
  return toDtos(deps, userId, rows);
}
