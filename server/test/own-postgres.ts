import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  findFreePort,
  readPostmasterPid,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../db/embedded-postgres';
import { isAlive } from '../db/postgres-process';
import { createLogger } from '../logger';

/** A new temporary folder that PostgreSQL, run as the `postgres` user under root, can enter. */
async function postgresFolder(prefix: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(dataDir, 0o755);
  return dataDir;
}

/** Alive and not a zombie (a killed backend waits for whoever adopted it to reap it). */
async function running(pid: number) {
  if (!isAlive(pid)) return false;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat !== '' && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
}

const adminUrlOf = (server: EmbeddedPostgres) => server.url.replace(/\/[^/]+$/, '/postgres');

/**
 * An embedded PostgreSQL in a temporary folder, removed with it by stop(): the test run's, or a
 * benchmark's. `adminUrl` is its maintenance database, to make databases on it.
 */
export async function startTempPostgres(prefix: string) {
  const dataDir = await postgresFolder(prefix);
  let server: EmbeddedPostgres;
  try {
    server = await startEmbeddedPostgres(dataDir, createLogger({ logLevel: 'warn' }));
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    dataDir,
    url: server.url,
    adminUrl: adminUrlOf(server),
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A PostgreSQL of a test's own, which the test may kill (SIGKILL of the postmaster, as a crash
 * or an OOM kill would) and start again on the same port and data.
 */
export async function startOwnPostgres() {
  const dataDir = await postgresFolder('mcm-own-pg-');
  const port = await findFreePort();
  const log = createLogger({ logLevel: 'warn' });
  let server: EmbeddedPostgres = await startEmbeddedPostgres(dataDir, log, {
    port,
    restart: false,
  });
  const databaseDir = path.join(dataDir, 'pg');

  const processes = async () => {
    const pid = readPostmasterPid(databaseDir);
    if (!pid) return [];
    const children = (await readdir('/proc')).filter((e) => /^\d+$/.test(e));
    const result = [pid];
    for (const entry of children) {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) result.push(+entry);
    }
    return result;
  };

  return {
    adminUrl: adminUrlOf(server),
    /** Stops every PostgreSQL process where it stands (SIGSTOP), as a frozen machine would. */
    async freeze() {
      for (const pid of await processes()) process.kill(pid, 'SIGSTOP');
    },
    async thaw() {
      for (const pid of await processes()) process.kill(pid, 'SIGCONT');
    },
    /**
     * Kills the postmaster and its backends at once (SIGKILL), as a crash of the machine or the
     * container would. The postmaster alone is not enough: its backends go on answering the
     * connections they hold until they notice, which on a loaded machine is after the test's
     * next request (a probe once read 200 from a database just killed).
     */
    async kill() {
      const pids = await processes();
      if (!pids.length) throw new Error('PostgreSQL is not running');
      for (const pid of pids) process.kill(pid, 'SIGKILL');
      while ((await Promise.all(pids.map(running))).some(Boolean))
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
    /** Starts it again; its backends may take a moment to notice the postmaster died. */
    async restart() {
      for (let attempt = 1; ; attempt++) {
        try {
          server = await startEmbeddedPostgres(dataDir, log, { port, restart: false });
          return;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    },
    async close() {
      await server.stop().catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
