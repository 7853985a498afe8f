import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { inject } from 'vitest';
import { runMigrations, type Database } from '../db/database';
import * as schema from '../db/schema';

/**
 * A fresh, migrated database of its own for one test file, dropped by close(); on the run's
 * PostgreSQL, or on the server at `adminUrl`.
 */
export async function createTestDatabase(
  adminUrl = inject('postgresAdminUrl'),
): Promise<Database & { url: string }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();

  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // Dropping the database at close() terminates connections the pool may still be closing.
  pool.on('error', () => {});
  await runMigrations(pool);
  return {
    url,
    pool,
    db: drizzle(pool, { schema }),
    close: async () => {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
