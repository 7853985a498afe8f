import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createTestDatabase } from '../test/test-database';
import { openDatabase, QUERY_TIMEOUT_MS, type Database } from './database';

let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
const logged: string[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  database = await openDatabase(
    { databaseUrl: testDatabase.url, dataDir: '' },
    createLogger({ logLevel: 'info' }, sink),
  );
});
afterAll(async () => {
  await database.close();
  await testDatabase.close();
});

describe('openDatabase', () => {
  it('a connection lost in the middle of a transaction fails that transaction only: the process lives on', async () => {
    // A dying PostgreSQL tells every connection, busy or not. One held by a transaction between
    // two statements has no query to fail: unhandled, pg's 'error' event would end the process.
    const outcome = database.db
      .transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await testDatabase.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => 'committed',
        () => 'failed',
      );
    expect(await outcome).toBe('failed');
    expect(logged.join('')).toContain('database connection lost');
    // The pool dropped the dead connection: the next query gets a good one.
    expect((await database.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('takes back a connection lost while in use, even one its holder never releases', async () => {
    // drizzle never releases a connection whose `begin` failed (PostgreSQL dying at that moment).
    const held = await database.pool.connect();
    const total = database.pool.totalCount;
    const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
    await testDatabase.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    const deadline = Date.now() + 5000;
    while (database.pool.totalCount === total && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(database.pool.totalCount).toBe(total - 1);
    held.release(); // a late release by its holder does nothing
    expect((await database.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it(
    'drops a connection whose statement got no answer in time, even one its holder never releases',
    async () => {
      // A frozen PostgreSQL: drizzle's `begin` times out, and nothing ends or releases the
      // connection. Kept, it held a slot for good and made a SIGTERM wait until it was forced.
      const held = await database.pool.connect();
      const total = database.pool.totalCount;
      const answerless = `select pg_sleep(${QUERY_TIMEOUT_MS / 1000 + 2})`;
      await expect(held.query(answerless)).rejects.toThrow('Query read timeout');
      const deadline = Date.now() + 5000;
      while (database.pool.totalCount === total && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(database.pool.totalCount).toBe(total - 1);
      held.release();
      expect((await database.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    },
    QUERY_TIMEOUT_MS + 15_000,
  );

  it('keeps a connection whose statement failed otherwise, for its holder to release', async () => {
    const held = await database.pool.connect();
    const total = database.pool.totalCount;
    await expect(held.query('select * from no_such_table')).rejects.toThrow('no_such_table');
    expect((await held.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    held.release();
    expect(database.pool.totalCount).toBe(total);
  });
});
