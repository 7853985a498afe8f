import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Db } from './db/database';
import { createLogger } from './logger';
import { createDetailsRefresher } from './modules/details-refresh/details-refresher';
import { createWorker, type Worker } from './posting/worker';
import type { SecretBox } from './security/secret-box';
import { buildServices } from './services';
import { stopWhenOrphaned } from './stop-with-parent';

const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface ServerHooks {
  /** Runs once the database is migrated, before the server listens (the demo seeds here). */
  beforeListen?: (deps: { db: Db; secrets: SecretBox; config: Config }) => Promise<void>;
  /** Runs after the server and its database stopped. */
  afterStop?: () => Promise<void>;
}

/** Opens the database, serves the app, and stops both cleanly on SIGINT or SIGTERM. */
export async function runServer(config: Config, hooks: ServerHooks = {}) {
  const log = createLogger(config);
  // The embedded PostgreSQL is started again when it dies; if it will not come back, we stop
  // (exit code 1) so that a supervisor restarts the whole app.
  let lost: Error | undefined;
  const database = await openDatabase(config, log, {
    onDatabaseLost: (error) => {
      lost = error;
      log.fatal({ err: error }, 'the embedded PostgreSQL stopped and could not be started again');
      void shutdown('database lost');
    },
  });
  const services = await buildServices(config, database.db);
  // docs/architecture.md §3: the same code in two roles; POSTING_WORKER=off leaves posting to
  // `npm run worker`.
  let worker: Worker | undefined;
  let refresher: ReturnType<typeof createDetailsRefresher> | undefined;
  if (config.posting.worker) {
    worker = createWorker({ ...services, log });
    refresher = createDetailsRefresher({ ...services, log });
  }
  const app = await buildApp(
    { config, db: database.db, services, onBatchCreated: () => worker?.nudge() },
    { loggerInstance: log },
  );

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    try {
      await Promise.all([worker?.stop(), refresher?.stop()]);
      await app.close();
      await database.close();
      await hooks.afterStop?.();
      clearTimeout(force);
      log.info('stopped');
      process.exit(lost ? 1 : 0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void shutdown(signal));
  }
  stopWhenOrphaned((reason) => void shutdown(reason));

  try {
    await hooks.beforeListen?.({ db: database.db, secrets: services.secrets, config });
    await app.listen({ host: config.host, port: config.port });
    worker?.start();
    refresher?.start();
  } catch (error) {
    log.error({ err: error }, 'could not start');
    await app.close();
    await database.close();
    await hooks.afterStop?.();
    process.exit(1);
  }
  log.info(`Multi-Comment Manager is running at ${localAddress(config)}`);
  return { log };
}

export function localAddress(config: Pick<Config, 'host' | 'port'>) {
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${shown}:${config.port}`;
}
