import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/**
 * What every background loop is to the process that runs it (docs/architecture.md §3): started
 * once the process is up, woken when there is work, stopped within seconds on SIGTERM.
 */
export interface BackgroundLoop {
  readonly name: string;
  start(): void;
  /** Looks for work now; nothing when the loop is not started. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * How often a loop that the due watch looks after (`server/background/due-watch.ts`) still asks
 * for its own work: the watch asks for every such loop of its process in one statement every
 * 5 s, and wakes those with work; this is the net under that net.
 */
export const BACKSTOP_MS = 5 * 60_000;

/** Any fixed number: the key space of the loops' advisory locks (each loop's name is the key). */
const LOOP_LOCK_SPACE = 7_240_120;

export interface LoopOptions {
  name: string;
  round: () => Promise<unknown>;
  /** The wait from the end of one round to the start of the next. */
  everyMs: number;
  /** The wait before the first round (0: at start). */
  firstDelayMs?: number;
  /** How long a stop waits for the round under way; unset, for the whole round. */
  graceMs?: number;
  log: FastifyBaseLogger;
  /** What the log says, after the loop's name, when a round fails; unset, "round failed". */
  failure?: string;
  /**
   * Set for a loop that runs in one process at a time: each round holds an advisory lock, and a
   * process that does not get it skips its turn.
   */
  once?: pg.Pool;
  /**
   * For a `once` loop: an SQL condition (constant text) that says there is work; without it, the
   * lock is not asked for and the round is skipped, in the same one query.
   */
  onlyIf?: string;
  /** For a `once` loop: the wait after a round skipped (no work, or another process's turn). */
  skippedEveryMs?: number;
  onStart?: () => void;
  onStop?: () => void;
}

const SKIPPED = Symbol('skipped');

/** One round holding the loop's advisory lock, or SKIPPED when another process holds it. */
async function roundAlone(
  pool: pg.Pool,
  name: string,
  round: () => Promise<unknown>,
  onlyIf = 'true',
) {
  const client = await pool.connect();
  let broken = false;
  try {
    // A query without FROM checks its WHERE before its select list: no work, no lock.
    const taken = await client.query<{ ok: boolean }>(
      `select pg_try_advisory_lock($1, hashtext($2)) as ok where ${onlyIf}`,
      [LOOP_LOCK_SPACE, name],
    );
    if (!taken.rows[0]?.ok) return SKIPPED;
    try {
      return await round();
    } finally {
      await client
        .query('select pg_advisory_unlock($1, hashtext($2))', [LOOP_LOCK_SPACE, name])
        .catch(() => (broken = true));
    }
  } finally {
    // A connection whose unlock failed is closed: its lock ends with it.
    client.release(broken);
  }
}

/**
 * The one helper every background loop stands on: a round after `firstDelayMs`, then every
 * `everyMs` after the previous one ends, and at once on `wake`; one round at a time. A failed
 * round is logged with the loop's name and the next one tries again.
 */
export function createLoop(options: LoopOptions) {
  const { name, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let stopping = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };

  function run() {
    if (stopped || running) return;
    clearTimeout(timer);
    const round = options.once
      ? roundAlone(options.once, name, options.round, options.onlyIf)
      : options.round();
    let next = options.everyMs;
    running = round
      .then(
        (result) => {
          if (result === SKIPPED) next = options.skippedEveryMs ?? next;
        },
        // The name leads the message: the loop's log may already carry it as a binding.
        (error: unknown) =>
          log.warn({ err: error }, `${name}: ${options.failure ?? 'round failed'}`),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) schedule(next);
      });
  }

  return {
    name,
    get stopped() {
      return stopped;
    },
    /**
     * `stop` was called: work that drains a queue ends after its step. Not true before `start`
     * (a test's or a benchmark's own rounds drain it all).
     */
    get stopping() {
      return stopping;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      options.onStart?.();
      if (options.firstDelayMs) schedule(options.firstDelayMs);
      else run();
    },
    wake: () => run(),
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      options.onStop?.();
      if (options.graceMs === undefined) return void (await running);
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise((resolve) => (grace = setTimeout(resolve, options.graceMs))),
      ]);
      clearTimeout(grace);
    },
    /** Waits for the round under way, if any (a test's own round then runs alone). */
    idle: () => running,
  };
}
export type Loop = ReturnType<typeof createLoop>;

/**
 * A runner with its own start, stop and wake (the posting worker's slots, the mail sender) in
 * the helper's shape, its logic left as it is.
 */
export function asLoop(
  name: string,
  // `wake` is required: the wake-ups and the due watch reach a loop only through it (a runner once
  // had none, and its events waited for its own round instead).
  runner: { start(): void; stop(): Promise<unknown>; wake: () => void },
): BackgroundLoop {
  return {
    name,
    start: () => runner.start(),
    wake: () => runner.wake(),
    stop: async () => void (await runner.stop()),
  };
}
