import type { FastifyBaseLogger } from 'fastify';
import { refreshDueDetails, type RefreshDeps } from './details-refresh.service';

/** A round every 5 minutes: a user's daily ceiling is spent in 288 small slices, not at once. */
export const REFRESH_TICK_MS = 5 * 60_000;
/** The first round waits a little after start, so starting stays quick. */
const FIRST_ROUND_MS = 30_000;
/** A stop waits this long for a round's call in flight, then leaves it (it changes nothing yet). */
const STOP_GRACE_MS = 2000;

/**
 * Keeps saved videos' details fresh in the background (docs/platform.md §7), beside the posting
 * worker and wherever it runs. Several workers on one database share the work: each user is
 * refreshed by one at a time.
 */
export function createDetailsRefresher(
  deps: RefreshDeps & { log: FastifyBaseLogger; clock?: () => Date },
) {
  const clock = deps.clock ?? (() => new Date());
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();

  const runRound = async () => {
    const outcomes = await refreshDueDetails(deps, {
      now: clock(),
      tickMs: REFRESH_TICK_MS,
      keepGoing: () => running,
      onError: (userId, error) =>
        deps.log.warn({ err: error, userId }, 'refreshing video details failed'),
    });
    const calls = [...outcomes.values()].reduce((sum, o) => sum + o.calls, 0);
    if (calls) deps.log.info({ users: outcomes.size, calls }, 'video details refreshed');
  };

  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      round = runRound()
        .catch((error: unknown) => deps.log.warn({ err: error }, 'details refresh failed'))
        .finally(() => {
          if (running) schedule(REFRESH_TICK_MS);
        });
    }, ms);
    timer.unref();
  };

  return {
    start() {
      if (running || deps.detailsRefresh.unitsPerDay === 0) return;
      running = true;
      schedule(FIRST_ROUND_MS);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      const grace = new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref());
      await Promise.race([round, grace]);
    },
  };
}
