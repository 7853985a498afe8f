import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_STATUSES, COMMENT_STATUSES } from '@core/posting/states';
import { createTestDatabase } from '../test/test-database';
import { pgErrorCode } from './transaction';

const CHECK_VIOLATION = '23514';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let workspaceId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const users = await database.db.execute<{ id: string }>(
    sql`insert into users (email) values ('states@example.com') returning id`,
  );
  workspaceId = users.rows[0]!.id;
});
afterAll(() => database.close());

const insertBatch = (status: string) =>
  database.db.execute(
    sql`insert into batches (workspace_id, mode, status, total) values (${workspaceId}, 'single', ${status}, 0)`,
  );
const insertComment = (status: string) =>
  database.db.execute(
    sql`insert into comments (workspace_id, video_id, content, status) values (${workspaceId}, 'v', 'hi', ${status})`,
  );

describe('the states the database stores', () => {
  it('takes every batch and comment state the code knows', async () => {
    for (const status of BATCH_STATUSES) await insertBatch(status);
    for (const status of COMMENT_STATUSES) await insertComment(status);
  });

  it('refuses a state the code does not know', async () => {
    expect(pgErrorCode(await insertBatch('finished').catch((e: unknown) => e))).toBe(
      CHECK_VIOLATION,
    );
    expect(pgErrorCode(await insertComment('sent').catch((e: unknown) => e))).toBe(CHECK_VIOLATION);
  });
});
