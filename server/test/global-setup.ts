import type { TestProject } from 'vitest/node';
import { startTempPostgres } from './own-postgres';
import { createMigratedTemplate } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server for tests; each test file makes its own database on it. */
    postgresAdminUrl: string;
    /** A database migrated once for the run, which each file's database is copied from. */
    migratedTemplate: string;
  }
}

/**
 * One real PostgreSQL for the whole run: TEST_DATABASE_URL when given (a server you run),
 * otherwise an embedded one in a temporary folder.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  const postgres = external ? null : await startTempPostgres('mcm-test-');
  const adminUrl = external ?? postgres!.adminUrl;
  const template = await createMigratedTemplate(adminUrl).catch(async (error: unknown) => {
    // A migration that fails leaves no PostgreSQL behind it.
    await postgres?.stop();
    throw error;
  });
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('migratedTemplate', template.name);
  return async () => {
    await template.drop();
    await postgres?.stop();
  };
}
