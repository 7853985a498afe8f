import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { findFreePort, startEmbeddedPostgres } from './embedded-postgres';

describe('startEmbeddedPostgres', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mcm-broken-'));
    await chmod(dataDir, 0o755);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('explains a failed start with the last lines of the PostgreSQL log', async () => {
    // A data folder from a PostgreSQL version that does not exist.
    await mkdir(path.join(dataDir, 'pg'), { mode: 0o700 });
    await writeFile(path.join(dataDir, 'pg', 'PG_VERSION'), '99\n');
    const attempt = startEmbeddedPostgres(dataDir, createLogger({ logLevel: 'silent' }));
    await expect(attempt).rejects.toThrow(
      /failed to start[\s\S]*Last lines of its log:\npostgres: /,
    );
  });
});

describe('findFreePort', () => {
  it('returns a port that can be listened on at once', async () => {
    const port = await findFreePort();
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    const listening = (server.address() as net.AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    expect(listening).toBe(port);
  });
});
