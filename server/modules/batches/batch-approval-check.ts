import type { ApprovalChange } from '@core/api/approval.schema';
import type { BatchPreview } from '@core/api/batches.schema';
import type { BatchRow } from '@server/batch-state/batch-state';
import { databaseNow } from '@server/db/database-clock';
import { ownedAccounts } from '../channels/channels.repository';
import { existingVideoIds } from '../videos/videos.repository';
import type { BatchDeps } from './batch-deps';
import { planFrom } from './batch-plan';
import { previewPlan } from './batch-preview.service';

/** Posting that now takes more than this much longer or shorter than confirmed is said to. */
const ETA_CHANGED_SECONDS = 60;

const added = (now: string[], before: string[]) => now.filter((name) => !before.includes(name));

/**
 * docs/architecture.md §10: a waiting batch's confirmation computed again, with the texts its
 * author confirmed (what its comments hold, whatever became of the templates since), and what
 * changed since: channels disconnected or needing reconnection, videos removed, the quota, the
 * settings' pause, hidden channels, a start that passed, posting that takes longer or shorter.
 */
export async function checkAgain(
  deps: Pick<BatchDeps, 'db' | 'posting'>,
  row: BatchRow,
): Promise<{ current: BatchPreview | null; changes: ApprovalChange[] }> {
  const { launch, confirmation: confirmed } = row;
  if (row.status !== 'awaitingApproval' || !launch || !confirmed) {
    return { current: null, changes: [] };
  }
  const { db } = deps;
  const wanted = [...new Set(launch.body.accountIds)];
  const wantedVideos = [...new Set(launch.body.videoIds)];
  const [channels, videoIds, dbNow] = await Promise.all([
    ownedAccounts(db, row.workspaceId, wanted),
    existingVideoIds(db, row.workspaceId, wantedVideos),
    databaseNow(db),
  ]);
  const changes: ApprovalChange[] = [];
  const kept = wanted.filter((id) => channels.some((c) => c.id === id));
  const nameOf = new Map(confirmed.channels.map((c) => [c.id, c.name]));
  const gone = wanted.filter((id) => !kept.includes(id));
  if (gone.length) {
    changes.push({ kind: 'channelsGone', names: gone.map((id) => nameOf.get(id) ?? id) });
  }
  const reconnect = channels.filter((c) => c.status !== 'active');
  if (reconnect.length) {
    changes.push({
      kind: 'channelsNeedReconnect',
      names: reconnect.map((c) => c.channelTitle ?? c.email),
    });
  }
  if (videoIds.length < wantedVideos.length) {
    changes.push({ kind: 'videosGone', count: wantedVideos.length - videoIds.length });
  }
  // Past by the database's clock, which approving it and the preview go by.
  const startPassed = row.startAt !== null && row.startAt.getTime() <= dbNow.getTime();
  if (startPassed) changes.push({ kind: 'startPassed', startAt: row.startAt!.toISOString() });
  if (!kept.length || !videoIds.length) return { current: null, changes };

  const plan = planFrom(channels, kept, videoIds, launch.choice);
  const start =
    row.startAt && !startPassed
      ? { startAt: row.startAt.toISOString(), timeZone: row.startTimeZone ?? undefined }
      : { timeZone: row.startTimeZone ?? undefined };
  const current = await previewPlan(deps, row.workspaceId, plan, start, row.id);

  // The quota matters now only when the batch would start now.
  const spent = start.startAt ? [] : current.quota.filter((q) => q.cost > 0 && q.left <= 0);
  if (spent.length) {
    changes.push({ kind: 'quotaGone', credentials: spent.map((q) => q.credential) });
  } else if (current.warnings.quotaShort && !confirmed.warnings.quotaShort) {
    changes.push({ kind: 'quotaShort' });
  }
  const hidden = added(current.warnings.hiddenChannels, confirmed.warnings.hiddenChannels);
  if (hidden.length) changes.push({ kind: 'channelsHidden', names: hidden });
  if (current.warnings.pausedAll && !confirmed.warnings.pausedAll) {
    changes.push({ kind: 'pausedAll' });
  }
  if (Math.abs(current.etaSeconds - confirmed.etaSeconds) > ETA_CHANGED_SECONDS) {
    changes.push({
      kind: 'etaChanged',
      beforeSeconds: confirmed.etaSeconds,
      afterSeconds: current.etaSeconds,
    });
  }
  return { current, changes };
}
