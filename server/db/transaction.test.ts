import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { pgErrorCode, transactionRetryingDeadlock } from './transaction';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table probe (id int primary key, n int not null default 0)`);
  await database.db.execute(sql`insert into probe (id) values (1)`);
});
afterAll(() => database.close());

describe('pgErrorCode', () => {
  it("reads PostgreSQL's code through drizzle's wrapper: a unique violation is 23505", async () => {
    const error = await database.db
      .execute(sql`insert into probe (id) values (1)`)
      .catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe('23505');
    expect(pgErrorCode(new Error('not a query'))).toBeUndefined();
  });
});

describe('transactionRetryingDeadlock', () => {
  it('runs the work again when PostgreSQL aborted it for a deadlock, and only then', async () => {
    let runs = 0;
    const result = await transactionRetryingDeadlock(database.db, async (tx) => {
      runs += 1;
      await tx.execute(sql`update probe set n = n + 1 where id = 1`);
      if (runs === 1)
        await tx.execute(sql`do $$ begin raise exception using errcode = '40P01'; end $$`);
      return runs;
    });
    expect(result).toBe(2);
    // The aborted run rolled back: one increment, not two.
    const { rows } = await database.pool.query<{ n: number }>('select n from probe where id = 1');
    expect(rows[0]?.n).toBe(1);

    runs = 0;
    const other = await transactionRetryingDeadlock(database.db, async (tx) => {
      runs += 1;
      await tx.execute(sql`select 1 / 0`);
    }).catch((e: unknown) => e);
    expect(pgErrorCode(other)).toBe('22012');
    expect(runs).toBe(1);
  });
});
