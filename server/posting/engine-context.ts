import type { FastifyBaseLogger } from 'fastify';
import type { ChannelDeps } from '../channel-access/channel-access';
import type { Config } from '../config';

export interface WorkerDeps extends ChannelDeps {
  posting: Config['posting'];
  log: FastifyBaseLogger;
}

/** What the send and look-up steps share with the worker that runs them. */
export interface Engine extends WorkerDeps {
  /** How long a send or a look-up holds its comment: the platform timeout, then the settle delay. */
  leaseMs: number;
  /** False once the worker is stopping: nothing is retried any more. */
  running: () => boolean;
  /** Fires when a stopping worker stops waiting for its sends' answers. */
  stopSignal: () => AbortSignal;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes a result the worker alone knows (the platform's answer). While the database is away it
 * tries again, until `deadline`: after that the comment's lease has ended and a look-up on the
 * platform settles it instead, so giving up never loses a comment nor posts it twice.
 */
export async function writeWhileLeased(
  engine: Engine,
  deadline: number,
  write: () => Promise<void>,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!engine.running() || Date.now() + 1000 >= deadline) throw error;
      engine.log.warn({ err: error, attempt }, 'could not record a result yet; trying again');
      await sleep(Math.min(250 * 2 ** attempt, 2000));
    }
  }
}
