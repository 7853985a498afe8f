import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { localAddress, type Config } from './config';
import { openDatabase, type Db } from './db/database';
import { limitHeapGrowth } from './heap-growth';
import { createLogger } from './logger';
import { createBackground, type Background } from './background/background';
import { exitOnStop } from './process-lifecycle';
import type { SecretBox } from './security/secret-box';
import { buildServices } from './services';

export interface ServerHooks {
  /** Runs once the database is migrated, before the server listens (the demo seeds here). */
  beforeListen?: (deps: { db: Db; secrets: SecretBox; config: Config }) => Promise<void>;
  /** Runs after the server and its database stopped. */
  afterStop?: () => Promise<void>;
}

/** Opens the database, serves the app, and stops both cleanly on SIGINT or SIGTERM. */
export async function runServer(config: Config, hooks: ServerHooks = {}) {
  limitHeapGrowth();
  const log = createLogger(config);
  // The embedded PostgreSQL is started again when it dies; if it will not come back, we stop
  // (exit code 1) so that a supervisor restarts the whole app.
  let lost: Error | undefined;
  // What is open so far: a stop while starting closes just that.
  const open: { app?: FastifyInstance; background?: Background } = {};
  const database = await openDatabase(config, log, {
    onDatabaseLost: (error) => {
      lost = error;
      log.fatal({ err: error }, 'the embedded PostgreSQL stopped and could not be started again');
      void shutdown('database lost');
    },
  });
  // A step of the stop that takes more than 2 s says so: a stop that runs out of time then
  // names what it waited for.
  const step = async (name: string, work: () => Promise<unknown> | undefined) => {
    const slow = setTimeout(() => log.warn({ step: name }, 'still stopping'), 2000);
    try {
      await work();
    } finally {
      clearTimeout(slow);
    }
  };
  const closeAll = async () => {
    await step('background work', () => open.background?.stop());
    await step('HTTP server', () => open.app && closeHttp(open.app));
    await step('database', () => database.close());
    await hooks.afterStop?.();
  };
  const shutdown = exitOnStop(log, async () => {
    await closeAll();
    return lost ? 1 : 0;
  });

  const services = await buildServices(config, database.db);
  // docs/architecture.md §3: the same code in every role; ROLE=web leaves the background work
  // to `npm run worker`.
  const background = createBackground({ config, services, log });
  open.background = background;
  const app = await buildApp(
    { config, db: database.db, services, background, onBatchCreated: () => background.nudge() },
    { loggerInstance: log },
  );
  open.app = app;

  try {
    await hooks.beforeListen?.({ db: database.db, secrets: services.secrets, config });
    await app.listen({ host: config.host, port: config.port });
    background.start();
  } catch (error) {
    log.error({ err: error }, 'could not start');
    await closeAll();
    process.exit(1);
  }
  log.info(`Multi-Comment Manager is running at ${localAddress(config)}`);
  return { log };
}

/** How often a closing server looks again for connections that have become idle. */
const IDLE_SWEEP_MS = 100;

/**
 * Closes the HTTP server once the answers under way are sent. Fastify closes the kept-alive
 * connections that are idle when it starts to close; one whose answer ends after that (the
 * unpaged list, still streaming when the signal came) would stay open until its keep-alive ran
 * out, and hold the stop past its 10 s: such connections are closed as soon as they are idle.
 */
async function closeHttp(app: FastifyInstance) {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
