import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { startEmbeddedPostgres } from './embedded-postgres';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: several instances starting at once migrate one after another. */
const MIGRATION_LOCK_ID = 7_240_118;

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL, and migrates. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log: FastifyBaseLogger,
): Promise<Database> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, log);
  const pool = new pg.Pool({ connectionString: config.databaseUrl ?? embedded?.url, max: 10 });
  pool.on('error', (error) => log.error({ err: error }, 'idle database connection failed'));
  try {
    await runMigrations(pool);
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  return {
    db: drizzle(pool, { schema }),
    pool,
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}

export async function runMigrations(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
