import { mkdtemp, chmod, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import { createLogger } from '../logger';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server for tests; each test file makes its own database on it. */
    postgresAdminUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run: TEST_DATABASE_URL when given (a server you run),
 * otherwise an embedded one in a temporary folder.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('postgresAdminUrl', external);
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mcm-test-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  await chmod(dataDir, 0o755);
  let server: EmbeddedPostgres | undefined;
  try {
    server = await startEmbeddedPostgres(dataDir, createLogger({ logLevel: 'warn' }));
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('postgresAdminUrl', server.url.replace(/\/[^/]+$/, '/postgres'));
  return async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
