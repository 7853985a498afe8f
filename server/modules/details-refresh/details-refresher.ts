import type { FastifyBaseLogger } from 'fastify';
import { createLoop } from '@server/background/loop';
import { refreshDueDetails, type RefreshDeps } from './details-refresh.service';
import { databaseNow } from '@server/db/database-clock';

/** A round every 5 minutes: a workspace's daily ceiling is spent in 288 slices, not at once. */
export const REFRESH_TICK_MS = 5 * 60_000;
/** The first round waits a little after start, so starting stays quick. */
const FIRST_ROUND_MS = 30_000;
/** A stop waits this long for a round's call in flight, then leaves it (it changes nothing yet). */
const STOP_GRACE_MS = 2000;

/**
 * Keeps saved videos' details fresh in the background (docs/platform.md §7), beside the posting
 * worker and wherever it runs. Several workers on one database share the work: each workspace is
 * refreshed by one at a time.
 */
export function createDetailsRefresher(deps: RefreshDeps & { log: FastifyBaseLogger }) {
  const loop = createLoop({
    name: 'details refresh',
    round: async () => {
      const outcomes = await refreshDueDetails(deps, {
        now: await databaseNow(deps.db),
        tickMs: REFRESH_TICK_MS,
        keepGoing: () => !loop.stopping,
        onError: (workspaceId, error) =>
          deps.log.warn({ err: error, workspaceId }, 'refreshing video details failed'),
      });
      const calls = [...outcomes.values()].reduce((sum, o) => sum + o.calls, 0);
      if (calls) deps.log.info({ users: outcomes.size, calls }, 'video details refreshed');
    },
    firstDelayMs: FIRST_ROUND_MS,
    everyMs: REFRESH_TICK_MS,
    graceMs: STOP_GRACE_MS,
    log: deps.log,
  });
  return {
    start() {
      if (deps.detailsRefresh.unitsPerDay > 0) loop.start();
    },
    stop: () => loop.stop(),
    wake: () => loop.wake(),
  };
}
