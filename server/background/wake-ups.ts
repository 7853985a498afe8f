import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { WAKE_CHANNEL } from '@server/db/wake-on-commit';

/** A lost listening connection is opened again after this long, then twice as long, up to 5 s. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5000;

/**
 * Tells every process's listener to wake the named loop (docs/architecture.md §3). Sent on the
 * pool after the rows it is about are committed; a failure is ignored: the loop's safety net
 * finds the work a few seconds later.
 */
export function announce(pool: pg.Pool, loop: string) {
  pool.query('select pg_notify($1, $2)', [WAKE_CHANNEL, loop]).catch(() => undefined);
}

/**
 * One connection per process that LISTENs for wake-ups and hands each loop's name to `wake`.
 * When the connection is lost (the database restarted), it is opened again and `wakeAll` runs:
 * what was announced meanwhile was not heard.
 */
export function listenForWakeUps(deps: {
  pool: pg.Pool;
  wake: (loop: string) => void;
  wakeAll: () => void;
  log: FastifyBaseLogger;
}) {
  const { pool, wake, wakeAll, log } = deps;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let backoff = RECONNECT_FIRST_MS;
  let stopped = true;
  let heard = false;

  const lost = (subject: pg.Client, error?: unknown) => {
    if (client !== subject) return;
    client = undefined;
    subject.end().catch(() => undefined);
    if (stopped) return;
    if (error) log.warn({ err: error }, 'wake-ups: listening connection lost');
    retry = setTimeout(() => void connect(), backoff);
    retry.unref();
    backoff = Math.min(backoff * 2, RECONNECT_MAX_MS);
  };

  async function connect() {
    if (stopped) return;
    // The pool's own settings (the address, the connect timeout), on a connection of its own.
    const subject = new pg.Client(pool.options);
    client = subject;
    subject.on('error', (error) => lost(subject, error));
    subject.on('end', () => lost(subject));
    subject.on('notification', (message) => {
      if (message.channel === WAKE_CHANNEL && message.payload) wake(message.payload);
    });
    try {
      await subject.connect();
      await subject.query(`listen ${WAKE_CHANNEL}`);
    } catch (error) {
      return lost(subject, error);
    }
    if (stopped) return void subject.end().catch(() => undefined);
    backoff = RECONNECT_FIRST_MS;
    if (heard) wakeAll();
    heard = true;
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      void connect();
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const subject = client;
      client = undefined;
      await subject?.end().catch(() => undefined);
    },
  };
}
