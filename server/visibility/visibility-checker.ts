import type { FastifyBaseLogger } from 'fastify';
import { createLoop } from '@server/background/loop';
import { checkDueGrants } from '../channel-access/grant-check';
import { checkDueLooks } from './visibility-checks.service';
import type { CheckDeps } from './visibility-round';
import { databaseNow } from '../db/database-clock';

/** A stop waits this long for a round's call in flight, then leaves it (nothing is lost). */
const STOP_GRACE_MS = 2000;

/**
 * How often a round runs: a minute at most, and often enough that a look is never late by more
 * than a fifth of the first delay (tests use delays of seconds).
 */
export const checkTickMs = (delaysMs: readonly number[]) =>
  Math.min(60_000, Math.max(500, Math.floor(delaysMs[0]! / 5)));

/**
 * Looks at posted comments as a viewer, and at each grant once a day, in the background
 * (docs/visibility.md), beside the posting worker and wherever it runs. Several workers on one
 * database share the work: each workspace is checked by one at a time.
 */
export function createVisibilityChecker(deps: CheckDeps & { log: FastifyBaseLogger }) {
  const tickMs = checkTickMs(deps.visibility.delaysMs);
  const runRound = async () => {
    const now = await databaseNow(deps.db);
    const grants = await checkDueGrants(deps, now);
    if (grants.dead) deps.log.warn(grants, 'grants found dead by the daily check');
    const outcomes = await checkDueLooks(deps, {
      now,
      tickMs,
      keepGoing: () => !loop.stopping,
      onError: (workspaceId, error) =>
        deps.log.warn({ err: error, workspaceId }, 'checking visibility failed'),
    });
    for (const [workspaceId, outcome] of outcomes) {
      if (outcome.units) deps.log.info({ workspaceId, ...outcome }, 'visibility checked');
      if (outcome.serverKeyRefused) {
        deps.log.error(
          { problem: outcome.serverKeyRefused },
          'Google refused YOUTUBE_API_KEY: visibility checks no longer use it until a restart',
        );
      }
    }
  };

  const loop = createLoop({
    name: 'visibility checks',
    round: runRound,
    firstDelayMs: tickMs,
    everyMs: tickMs,
    graceMs: STOP_GRACE_MS,
    log: deps.log,
    failure: 'visibility round failed',
  });
  return { start: () => loop.start(), stop: () => loop.stop(), wake: () => loop.wake() };
}
