import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { reclaimLostConnections } from '../db/reclaim-lost';
import { runMigrations, type Database } from '../db/database';
import * as schema from '../db/schema';

/**
 * The test run's PostgreSQL and its migrated template (server/test/global-setup.ts). Read from
 * vitest only when asked, so that what runs outside vitest (the benchmarks), naming a server of
 * its own, never loads it.
 */
const runPostgres = async () => {
  const { inject } = await import('vitest');
  return { adminUrl: inject('postgresAdminUrl'), template: inject('migratedTemplate') };
};

async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const newName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;
/** The URL of database `name` on the server of `serverUrl`. */
const databaseUrl = (serverUrl: string, name: string) => serverUrl.replace(/\/[^/]*$/, `/${name}`);
/** Drops a database, ending whatever connections it still has. */
const dropDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));

/**
 * A database with every migration applied, made once per test run: each file's database is a
 * copy of it (`create database … template`), not migrated again (a quarter of a second of
 * PostgreSQL's and Node's work a file, on two cores busy with the journeys).
 */
export async function createMigratedTemplate(serverUrl: string) {
  const name = newName('template');
  await onServer(serverUrl, (admin) => admin.query(`create database "${name}"`));
  const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, name), max: 1 });
  try {
    await runMigrations(pool);
  } finally {
    // A template is copied only while no one is connected to it.
    await pool.end();
  }
  return {
    name,
    drop: () => dropDatabase(serverUrl, name),
  };
}

/**
 * A fresh, migrated database of its own for one test file, dropped by close(): on the run's
 * PostgreSQL, copied from its migrated template, or on the server at `adminUrl`, migrated there.
 * A few connections are enough for a test; a benchmark asks for as many as the app's own pool has.
 */
export async function createTestDatabase(
  adminUrl?: string,
  { poolSize = 5 } = {},
): Promise<Database & { url: string }> {
  const run = adminUrl ? null : await runPostgres();
  const serverUrl = adminUrl ?? run!.adminUrl;
  const name = newName('test');
  const from = run ? ` template "${run.template}"` : '';
  await onServer(serverUrl, (admin) => admin.query(`create database "${name}"${from}`));

  const url = databaseUrl(serverUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Dropping the database at close() terminates connections the pool may still be closing.
  pool.on('error', () => {});
  // As the server's pool does (server/db/database.ts): a PostgreSQL killed by a test also tells
  // the connections a transaction holds between statements, and the background loops (events,
  // exports) may hold one then; unheard, that 'error' ends the test process.
  pool.on('connect', (client) => client.on('error', () => {}));
  reclaimLostConnections(pool);
  if (!run) await runMigrations(pool);
  return {
    url,
    pool,
    db: drizzle(pool, { schema }),
    close: async () => {
      await pool.end();
      await dropDatabase(serverUrl, name);
    },
  };
}
