import type { TestProject } from 'vitest/node';
import { startTempPostgres } from './own-postgres';

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
  const postgres = await startTempPostgres('mcm-test-');
  project.provide('postgresAdminUrl', postgres.adminUrl);
  return () => postgres.stop();
}
