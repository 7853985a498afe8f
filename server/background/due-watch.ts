import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { createLoop } from './loop';

/** How often a process asks, for all its loops at once, whether one has work it was not told of. */
export const WATCH_EVERY_MS = 5000;

/** A loop the watch looks after: its name, and the SQL condition that says it has work now. */
export interface Watched {
  name: string;
  due: string;
}

/**
 * The safety net under the wake-ups (docs/architecture.md §3): one statement every 5 s asks every
 * watched loop's question at once, and wakes the loops that have work. Their own rounds then come
 * only every 5 minutes (`BACKSTOP_MS`), so an idle process sends about one query every 5 s, however
 * many loops it runs, and a notification lost with a connection delays work by 5 s at most.
 */
export function createDueWatch(deps: {
  pool: pg.Pool;
  watched: () => Watched[];
  wake: (name: string) => void;
  log: FastifyBaseLogger;
}) {
  return createLoop({
    name: 'due watch',
    firstDelayMs: WATCH_EVERY_MS,
    everyMs: WATCH_EVERY_MS,
    log: deps.log,
    failure: 'could not ask whether loops have work',
    round: async () => {
      const watched = deps.watched();
      if (!watched.length) return;
      // Constant SQL of our own (each loop's module states its question): nothing from outside.
      const asked = watched.map((w, i) => `(${w.due}) as "${i}"`).join(',\n');
      const { rows } = await deps.pool.query<Record<string, boolean>>(`select ${asked}`);
      watched.forEach((w, i) => {
        if (rows[0]?.[String(i)]) deps.wake(w.name);
      });
    },
  });
}
