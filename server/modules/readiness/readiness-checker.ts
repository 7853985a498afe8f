import type { FastifyBaseLogger } from 'fastify';
import type { YouTubeReadDeps } from '../youtube-lookup/youtube-lookup.service';
import { checkDueReadiness } from './readiness.service';

/** Often enough that a batch scheduled minutes ahead is checked before it starts. */
const TICK_MS = 30_000;
/** A stop waits this long for a check in flight, then leaves it (it is made again). */
const STOP_GRACE_MS = 2000;

/**
 * docs/schedules.md §6: checks scheduled batches before they start, in the background, beside
 * the posting worker and wherever it runs.
 */
export function createReadinessChecker(
  deps: YouTubeReadDeps & { log: FastifyBaseLogger; clock?: () => Date },
) {
  const clock = deps.clock ?? (() => new Date());
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();

  const next = () => {
    timer = setTimeout(() => {
      round = checkDueReadiness(deps, clock())
        .then((checked) => {
          for (const batch of checked)
            if (batch.waiting || batch.channels || batch.videos)
              deps.log.warn(batch, 'a scheduled batch is not all ready');
        })
        .catch((error: unknown) => deps.log.warn({ err: error }, 'readiness check failed'))
        .finally(() => {
          if (running) next();
        });
    }, TICK_MS);
    timer.unref();
  };

  return {
    start() {
      if (running) return;
      running = true;
      next();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      const grace = new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref());
      await Promise.race([round, grace]);
    },
  };
}
