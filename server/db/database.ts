import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { reclaimLostConnections } from './reclaim-lost';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { startEmbeddedPostgres } from './embedded-postgres';
import * as schema from './schema';
import { countQueries } from './queries-sent';

/** The app's database: drizzle over the pool (`$client`, for statements prepared by name). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** The cheapest round trip: does the database answer at all. */
export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: several instances starting at once migrate one after another. */
const MIGRATION_LOCK_ID = 7_240_118;

/**
 * A request waits at most this long for a connection, and a query at most this long for its
 * answer: a database that is down or frozen gives quick 503s, not requests piling up.
 */
export const CONNECT_TIMEOUT_MS = 5000;
export const QUERY_TIMEOUT_MS = 15_000;
/** How long a stop waits for the connections to end before it stops the embedded PostgreSQL. */
const POOL_END_WAIT_MS = 2000;

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL (started again if it dies;
 * `onDatabaseLost` when it will not come back), and migrates.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log: FastifyBaseLogger,
  options: { onDatabaseLost?: (error: Error) => void } = {},
): Promise<Database> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, log, { onGiveUp: options.onDatabaseLost });
  const pool = new pg.Pool({
    connectionString: config.databaseUrl ?? embedded?.url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  reclaimLostConnections(pool);
  pool.on('error', (error) => log.error({ err: error }, 'idle database connection failed'));
  // The pool listens only to idle connections. A dying PostgreSQL also tells the ones a
  // transaction holds between two statements; unheard, that 'error' event would end the process.
  // The transaction's next statement fails, and the pool drops the connection on release.
  const connected = new Set<pg.Client>();
  pool.on('connect', (client) => {
    countQueries(client);
    connected.add(client);
    client.once('end', () => connected.delete(client));
    client.on('error', (error) => log.warn({ err: error }, 'database connection lost'));
  });
  /**
   * `pool.end()` resolves once it has asked each connection to end, not once they have: the
   * embedded PostgreSQL stopped right after cut them off, and each logged "connection lost" at
   * an ordinary stop. So its stop waits for them, at most 2 s: a connection still checked out
   * then (its statement stuck) is cut off by PostgreSQL's stop instead of holding the stop up.
   */
  const endPool = async () => {
    const ended = [...connected].map((client) => new Promise((done) => client.once('end', done)));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all([pool.end(), ...ended]),
      new Promise((done) => (timer = setTimeout(done, POOL_END_WAIT_MS))),
    ]);
    clearTimeout(timer);
  };
  try {
    await runMigrations(pool);
  } catch (error) {
    await endPool();
    await embedded?.stop();
    throw error;
  }
  return {
    db: drizzle(pool, { schema }),
    pool,
    close: async () => {
      await endPool();
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
