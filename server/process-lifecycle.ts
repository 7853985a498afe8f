import type { FastifyBaseLogger } from 'fastify';

/** A stop that hangs (a database that does not answer) ends the process after this anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Stops the process once: on SIGINT, on SIGTERM, or when the process that started it is gone.
 * `stop` closes what is open and gives the exit code; whatever it does, the process has ended
 * within 10 s. Returns the same stop, for a reason of the caller's own (its database was lost).
 */
export function exitOnStop(log: FastifyBaseLogger, stop: () => Promise<number>) {
  let stopping = false;
  const shutdown = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    try {
      const code = await stop();
      clearTimeout(force);
      log.info('stopped');
      process.exit(code);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void shutdown(signal));
  }
  stopWhenOrphaned((reason) => void shutdown(reason));
  return shutdown;
}

/**
 * `npm start` runs us under a shell that npm signals: on SIGTERM the shell dies and we are left
 * running (npm does not pass the signal on), still serving the port with the database open. So
 * when the process that started us goes away, we stop as we do on SIGTERM. Not when started by
 * init or a container runtime directly (no parent to lose).
 */
function stopWhenOrphaned(stop: (reason: string) => void, everyMs = 500) {
  const parent = process.ppid;
  if (parent <= 1) return;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop('parent exited');
  }, everyMs);
  timer.unref();
}
