import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { createLogger } from './logger';
import { createBackground } from './background/background';
import { startWorkerHttp } from './worker-http';
import { exitOnStop } from './process-lifecycle';
import { buildServices } from './services';

/**
 * `npm run worker`: the background work alone, every loop of the registry (docs/architecture.md
 * §3), for deployments that run their web processes with ROLE=web. Any number may run against
 * one database. ROLE is `worker` unless set (`all` runs the same loops here: nothing serves).
 */
async function main() {
  const config = loadConfig(undefined, { role: 'worker' });
  if (config.role === 'web') {
    throw new ConfigError(['ROLE: `npm run worker` runs the background work; ROLE=web runs none']);
  }
  if (!config.databaseUrl) {
    throw new ConfigError([
      'DATABASE_URL: `npm run worker` needs a PostgreSQL server; the embedded one belongs to `npm start`, whose own worker posts',
    ]);
  }
  const log = createLogger(config);
  const database = await openDatabase(config, log);
  const services = await buildServices(config, database.db);
  const background = createBackground({ config, services, log });
  const http = await startWorkerHttp({ config, db: database.db });
  // What is left unrecorded when the database does not answer is looked up on the platform.
  exitOnStop(log, async () => {
    await http?.close();
    await background.stop();
    await database.close();
    return 0;
  });
  background.start();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
