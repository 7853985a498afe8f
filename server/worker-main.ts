import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { createLogger } from './logger';
import { createBackground, exitOnStop } from './process-lifecycle';
import { buildServices } from './services';

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
  const background = createBackground(await buildServices(config, database.db), log);
  // What is left unrecorded when the database does not answer is looked up on the platform.
  exitOnStop(log, async () => {
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
