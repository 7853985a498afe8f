import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { createLogger } from './logger';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const log = createLogger(config);
  const database = await openDatabase(config, log);
  const app = await buildApp({ config, db: database.db }, { loggerInstance: log });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    try {
      await app.close();
      await database.close();
      clearTimeout(force);
      log.info('stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void shutdown(signal));
  }

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    log.error({ err: error }, 'could not listen');
    await database.close();
    process.exit(1);
  }
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  log.info(`Multi-Comment Manager is running at http://${shown}:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
