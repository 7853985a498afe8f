import type pg from 'pg';

/**
 * Stops the database's notion of now (`app_now()`, docs/architecture.md §3) at `at`: how a test
 * lets hours or weeks pass for the background work, which decides by the database's clock and
 * never a process's. It stands still there until moved again; `useTestApp` clears it before each
 * test.
 */
export async function setDatabaseNow(pool: pg.Pool, at: Date) {
  await pool.query(
    `insert into test_clock (now) values ($1)
     on conflict (one) do update set now = excluded.now`,
    [at],
  );
}
