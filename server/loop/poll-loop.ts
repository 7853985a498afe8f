import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done every `everyMs` and on demand (`wake`), one round at a time: the shape of the
 * background senders (the event dispatcher, the webhook sender). A failed round is logged and
 * the next one tries again; `stop` waits for the round under way.
 */
export function createPollLoop(options: {
  round: () => Promise<void>;
  everyMs: number;
  log: FastifyBaseLogger;
  /** What the log says when a round fails. */
  failure: string;
  onStart?: () => void;
  onStop?: () => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let stopping = false;

  function run() {
    if (stopped || running) return;
    running = options
      .round()
      .catch((error: unknown) => options.log.warn({ err: error }, options.failure))
      .finally(() => {
        running = undefined;
      });
  }

  return {
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
      run();
      timer = setInterval(run, options.everyMs);
      timer.unref();
    },
    wake: () => run(),
    async stop() {
      stopped = true;
      stopping = true;
      clearInterval(timer);
      options.onStop?.();
      await running;
    },
    /** Waits for the round under way, if any (a test's own round then runs alone). */
    idle: () => running,
  };
}
