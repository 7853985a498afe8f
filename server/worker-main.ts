import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { createLogger } from './logger';
import { createDetailsRefresher } from './modules/details-refresh/details-refresher';
import { createWorker } from './posting/worker';
import { buildServices } from './services';
import { stopWhenOrphaned } from './stop-with-parent';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * `npm run worker`: the posting worker and the details refresh alone (docs/architecture.md §3),
 * for deployments that run the web with POSTING_WORKER=off. Any number may run against one
 * database.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError([
      'DATABASE_URL: `npm run worker` needs a PostgreSQL server; the embedded one belongs to `npm start`, whose own worker posts',
    ]);
  }
  const log = createLogger(config);
  const database = await openDatabase(config, log);
  const services = await buildServices(config, database.db);
  const worker = createWorker({ ...services, log });
  const refresher = createDetailsRefresher({ ...services, log });
  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'worker stopping');
    // A database that does not answer must not hold the stop: what is unrecorded is looked up.
    setTimeout(() => {
      log.error('stopping took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    void Promise.all([worker.stop(), refresher.stop()])
      .then(() => database.close())
      .then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(signal));
  stopWhenOrphaned(stop);
  worker.start();
  refresher.start();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
