import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startOwnPostgres } from '../test/own-postgres';
import { postJson, startServerProcess, type ServerProcess } from '../test/server-process';
import { createTestDatabase } from '../test/test-database';
import { until } from '../test/worker-process';
import { findFreePort } from './embedded-postgres';

const credentials = { email: 'ops@example.com', password: 'Plum-lantern-orbit-42' };
const asRoot = process.getuid?.() === 0;

const status = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(30_000) }).then((r) => r.status);
const passwordFiles = async () =>
  (await readdir(os.tmpdir())).filter((name) => name.startsWith('pg-password-'));
const postmasterPid = async (dataDir: string) =>
  Number.parseInt(await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8'), 10);

/** Registers, and returns the session cookie. */
async function signUp(server: ServerProcess) {
  const response = await postJson(server.baseUrl, '/api/auth/register', credentials);
  expect(response.status).toBe(201);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** SIGTERM, and the seconds it took to exit, with its exit code. */
async function stopWithSigterm(server: ServerProcess) {
  const started = Date.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  return { code, ms: Date.now() - started };
}

async function privateFolder(prefix: string, mode = 0o755) {
  const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(folder, mode);
  return folder;
}

/** A server process on a PostgreSQL of the test's own (which it may kill or freeze), signed up. */
async function serverOnOwnPostgres() {
  const postgres = await startOwnPostgres();
  const database = await createTestDatabase(postgres.adminUrl);
  const server = await startServerProcess({
    DATABASE_URL: database.url,
    WEB_DIST_DIR: '/nonexistent',
    ROLE: 'web',
  });
  const cookie = await signUp(server);
  return {
    postgres,
    server,
    cookie,
    close: async () => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await database.close().catch(() => {});
      await postgres.close();
    },
  };
}

describe.concurrent('the database goes away', () => {
  it('the embedded PostgreSQL killed: started again with the data, and SIGTERM still stops at once', async () => {
    const before = await passwordFiles();
    const dataDir = await privateFolder('mcm-outage-');
    try {
      const server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST_DIR: '/nonexistent' });
      // Initialising left no password file where everyone can read it.
      expect((await passwordFiles()).filter((f) => !before.includes(f))).toEqual([]);
      const cookie = await signUp(server);
      const first = await postmasterPid(dataDir);
      process.kill(first, 'SIGKILL');
      // Its backends may answer a moment longer on open connections: wait for a new postmaster.
      const back = await until(
        async () =>
          (await postmasterPid(dataDir).catch(() => first)) !== first &&
          (await status(`${server.baseUrl}/api/health`)) === 200,
        30_000,
      );
      expect(back, server.output()).toBe(true);
      expect(await status(`${server.baseUrl}/api/videos`, { headers: { cookie } })).toBe(200);

      const stopped = await stopWithSigterm(server);
      expect(stopped.code, server.output()).toBe(0);
      expect(stopped.ms).toBeLessThan(5000);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('with DATABASE_URL: 503 while PostgreSQL is down, working again by itself, and SIGTERM stops while it is down', async () => {
    const { postgres, server, cookie, close } = await serverOnOwnPostgres();
    try {
      await postgres.kill();
      const down = await fetch(`${server.baseUrl}/api/videos`, { headers: { cookie } });
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(await status(`${server.baseUrl}/api/health`)).toBe(503);

      await postgres.restart();
      expect(
        await until(async () => (await status(`${server.baseUrl}/api/health`)) === 200, 20_000),
      ).toBe(true);
      expect(await status(`${server.baseUrl}/api/videos`, { headers: { cookie } })).toBe(200);

      await postgres.kill();
      const stopped = await stopWithSigterm(server);
      expect(stopped.ms).toBeLessThan(5000);
      expect(stopped.code).toBe(0);
      await postgres.restart();
    } finally {
      await close();
    }
  }, 120_000);

  it('a frozen database: health says 503 within about 2 s, requests get 503 instead of piling up', async () => {
    const { postgres, server, cookie, close } = await serverOnOwnPostgres();
    try {
      await postgres.freeze();
      try {
        let started = Date.now();
        expect(await status(`${server.baseUrl}/api/health`)).toBe(503);
        expect(Date.now() - started).toBeLessThan(3000);
        started = Date.now();
        const requests = Array.from({ length: 12 }, () =>
          status(`${server.baseUrl}/api/videos`, { headers: { cookie } }),
        );
        expect(await Promise.all(requests)).toEqual(requests.map(() => 503));
        expect(Date.now() - started).toBeLessThan(25_000);
      } finally {
        await postgres.thaw();
      }
      expect(
        await until(async () => (await status(`${server.baseUrl}/api/health`)) === 200, 20_000),
      ).toBe(true);
      expect((await stopWithSigterm(server)).code, server.output()).toBe(0);
    } finally {
      await close();
    }
  }, 120_000);

  it.skipIf(!asRoot)(
    'as root, with the data under a private folder: one clear sentence, and no password file left',
    async () => {
      const before = await passwordFiles();
      const closed = await privateFolder('mcm-private-', 0o700);
      try {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
          env: {
            PATH: process.env.PATH ?? '',
            PORT: String(await findFreePort()),
            DATA_DIR: path.join(closed, 'data'),
            WEB_DIST_DIR: '/nonexistent',
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const code = await new Promise((resolve) => child.on('exit', resolve));
        expect(code).toBe(1);
        expect(output).toContain(`the system user "postgres"`);
        expect(output).toContain(`cannot enter ${closed}`);
        expect((await passwordFiles()).filter((f) => !before.includes(f))).toEqual([]);
      } finally {
        await rm(closed, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
