import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { reclaimLostConnections } from '../db/reclaim-lost';
import { runMigrations, type Database } from '../db/database';
import * as schema from '../db/schema';

/**
 * The test run's PostgreSQL (server/test/global-setup.ts). Read from vitest only when asked, so
 * that what runs outside vitest (the benchmarks), naming a server of its own, never loads it.
 */
const runPostgresAdminUrl = async () => (await import('vitest')).inject('postgresAdminUrl');

/**
 * A fresh, migrated database of its own for one test file, dropped by close(); on the run's
 * PostgreSQL, or on the server at `adminUrl`. A few connections are enough for a test; a
 * benchmark asks for as many as the app's own pool has.
 */
export async function createTestDatabase(
  adminUrl?: string,
  { poolSize = 5 } = {},
): Promise<Database & { url: string }> {
  const serverUrl = adminUrl ?? (await runPostgresAdminUrl());
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();

  const url = serverUrl.replace(/\/[^/]*$/, `/${name}`);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Dropping the database at close() terminates connections the pool may still be closing.
  pool.on('error', () => {});
  // As the server's pool does (server/db/database.ts): a PostgreSQL killed by a test also tells
  // the connections a transaction holds between statements, and the background loops (events,
  // exports) may hold one then; unheard, that 'error' ends the test process.
  pool.on('connect', (client) => client.on('error', () => {}));
  reclaimLostConnections(pool);
  await runMigrations(pool);
  return {
    url,
    pool,
    db: drizzle(pool, { schema }),
    close: async () => {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
