import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  findFreePort,
  readPostmasterPid,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../db/embedded-postgres';
import { createLogger } from '../logger';

/**
 * A PostgreSQL of a test's own, which the test may kill (SIGKILL of the postmaster, as a crash
 * or an OOM kill would) and start again on the same port and data.
 */
export async function startOwnPostgres() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mcm-own-pg-'));
  await chmod(dataDir, 0o755);
  const port = await findFreePort();
  const log = createLogger({ logLevel: 'warn' });
  let server: EmbeddedPostgres = await startEmbeddedPostgres(dataDir, log, { port });
  const databaseDir = path.join(dataDir, 'pg');
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  return {
    adminUrl: server.url.replace(/\/[^/]+$/, '/postgres'),
    async kill() {
      const pid = readPostmasterPid(databaseDir);
      if (!pid) throw new Error('PostgreSQL is not running');
      process.kill(pid, 'SIGKILL');
      while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    /** Starts it again; its backends may take a moment to notice the postmaster died. */
    async restart() {
      for (let attempt = 1; ; attempt++) {
        try {
          server = await startEmbeddedPostgres(dataDir, log, { port });
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
