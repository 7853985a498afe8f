import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlive } from './db/postgres-process';
import { postJson, startServerProcess } from './test/server-process';
import { createTestDatabase } from './test/test-database';

const credentials = { email: 'ops@example.com', password: 'correct horse' };

describe('the server process with DATABASE_URL', () => {
  it('migrates an external PostgreSQL at start, stores users there, and stops cleanly on SIGTERM', async () => {
    const database = await createTestDatabase();
    try {
      const server = await startServerProcess({
        DATABASE_URL: database.url,
        WEB_DIST_DIR: '/nonexistent',
      });
      expect((await postJson(server.baseUrl, '/api/auth/register', credentials)).status).toBe(201);
      const { rows } = await database.pool.query<{ email: string }>('select email from users');
      expect(rows).toEqual([{ email: credentials.email }]);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('stopped');
    } finally {
      await database.close();
    }
  });
});

describe('the server process stopping', () => {
  it('stops at once on SIGTERM while an answer on a kept-alive connection is still going out', async () => {
    const database = await createTestDatabase();
    const agent = new http.Agent({ keepAlive: true });
    try {
      const server = await startServerProcess({
        DATABASE_URL: database.url,
        WEB_DIST_DIR: '/nonexistent',
        ROLE: 'web',
      });
      const registered = await postJson(server.baseUrl, '/api/auth/register', credentials);
      const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;
      const { id } = (await registered.json()) as { id: string };
      await database.pool.query(
        `insert into videos (workspace_id, video_id, title, display_order)
         select $1, 'k' || lpad(i::text, 10, '0'), 'Video ' || i, i
           from generate_series(1, 20000) as i`,
        [id],
      );
      // The whole list is streamed: the signal comes with its first bytes, and the client keeps
      // the connection open once the answer has ended, as browsers and proxies do.
      let signalled = 0;
      const received = new Promise<number>((resolve, reject) => {
        http
          .get(`${server.baseUrl}/api/videos`, { agent, headers: { cookie } }, (response) => {
            signalled = Date.now();
            server.child.kill('SIGTERM');
            let bytes = 0;
            response.on('data', (chunk: Buffer) => (bytes += chunk.length));
            response.on('end', () => resolve(bytes));
          })
          .on('error', reject);
      });
      // The answer under way is sent whole, then the process ends, without waiting for the
      // connection's keep-alive to run out.
      expect(await received).toBeGreaterThan(1_000_000);
      expect(await server.exited, server.output()).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(5000);
    } finally {
      agent.destroy();
      await database.close();
    }
  });
});

describe('the server process with embedded PostgreSQL', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mcm-main-'));
    await chmod(dataDir, 0o755);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const postmasterPid = async () => {
    const content = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(
      () => '',
    );
    return Number.parseInt(content, 10) || undefined;
  };

  it('keeps data across a kill -9 of Node, stops the orphaned PostgreSQL, and shuts down cleanly', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST_DIR: '/nonexistent' });
    expect((await postJson(first.baseUrl, '/api/auth/register', credentials)).status).toBe(201);
    const orphan = await postmasterPid();
    first.child.kill('SIGKILL');
    await first.exited;
    expect(orphan && isAlive(orphan)).toBe(true); // PostgreSQL outlives a killed Node

    const second = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST_DIR: '/nonexistent' });
    expect(isAlive(orphan!)).toBe(false);
    expect(second.output()).toContain('stopping a PostgreSQL left running by a previous process');
    expect((await postJson(second.baseUrl, '/api/auth/login', credentials)).status).toBe(200);

    const running = await postmasterPid();
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(running && isAlive(running)).toBe(false);
    expect(await postmasterPid()).toBeUndefined();
  }, 120_000);

  it('stops without a word of lost connections: they end before PostgreSQL does', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST_DIR: '/nonexistent' });
    // Requests at once open several of the pool's connections.
    const health = () => fetch(`${server.baseUrl}/api/health`).then((r) => r.status);
    expect(await Promise.all(Array.from({ length: 20 }, health))).toEqual(Array(20).fill(200));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped');
    expect(server.output()).not.toMatch(/connection lost|connection failed/);
  }, 60_000);
});
