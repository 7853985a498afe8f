import type { FastifyBaseLogger } from 'fastify';
import { BACKSTOP_MS, createLoop } from '@server/background/loop';
import type { YouTubeReadDeps } from '../youtube-lookup/youtube-lookup.service';
import { checkDueReadiness } from './readiness.service';
import { databaseNow } from '@server/db/database-clock';

/** The first round, once the process has settled; then the due watch wakes it when a batch is due. */
const FIRST_ROUND_MS = 30_000;
/** A stop waits this long for a check in flight, then leaves it (it is made again). */
const STOP_GRACE_MS = 2000;

/**
 * docs/schedules.md §6: checks scheduled batches before they start, in the background, beside
 * the posting worker and wherever it runs.
 */
export function createReadinessChecker(deps: YouTubeReadDeps & { log: FastifyBaseLogger }) {
  const loop = createLoop({
    name: 'readiness',
    round: async () => {
      for (const batch of await checkDueReadiness(deps, await databaseNow(deps.db)))
        if (batch.waiting || batch.channels || batch.videos)
          deps.log.warn(batch, 'a scheduled batch is not all ready');
    },
    firstDelayMs: FIRST_ROUND_MS,
    everyMs: BACKSTOP_MS,
    graceMs: STOP_GRACE_MS,
    log: deps.log,
    failure: 'readiness check failed',
  });
  return { start: () => loop.start(), stop: () => loop.stop(), wake: () => loop.wake() };
}
