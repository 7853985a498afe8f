import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';

// Migration 0036: the engine's older English sentences, as rows still hold them, read back into
// their reason and parameters; Google's words kept where a sentence carried them.
const MIGRATION = readFileSync(
  new URL('./migrations/0036_reason_params.sql', import.meta.url),
  'utf8',
).split('--> statement-breakpoint');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let workspaceId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const users = await database.pool.query<{ id: string }>(
    "insert into users (email) values ('old-rows@example.com') returning id",
  );
  workspaceId = users.rows[0]!.id;
});
afterAll(() => database.close());

type Old = { status: string; reason: string | null; message: string; attempts?: number };
type Now = {
  error_reason: string | null;
  error_params: Record<string, number> | null;
  error_message: string | null;
};

/** Rows as older versions wrote them, the migration run again over them, and what they hold. */
async function migrated(rows: Old[]): Promise<Now[]> {
  await database.pool.query('delete from comments');
  for (const [position, row] of rows.entries()) {
    await database.pool.query(
      `insert into comments (workspace_id, video_id, content, status, error_reason, error_message,
                             attempts, checks, position)
       values ($1, 'vidAAAAAAA1', 'hi', $2, $3, $4, $5, 5, $6)`,
      [workspaceId, row.status, row.reason, row.message, row.attempts ?? 5, position],
    );
  }
  for (const statement of MIGRATION) await database.pool.query(statement);
  const { rows: now } = await database.pool.query<Now>(
    'select error_reason, error_params, error_message from comments order by position',
  );
  return now;
}

describe("older rows' English, after migration 0036", () => {
  it("keeps only Google's words from the engine's sentences, the counts as parameters", async () => {
    expect(
      await migrated([
        {
          status: 'failed',
          reason: 'tooManyAttempts',
          message: 'Gave up after 5 attempts: Backend Error',
        },
        {
          status: 'failed',
          reason: null,
          message: 'Gave up after 4 attempts: no answer came, and YouTube has no such comment.',
        },
        {
          status: 'unconfirmed',
          reason: 'lookupRefused',
          message:
            "YouTube refused to list the video's comments, so it could not be checked: Forbidden.",
        },
        {
          status: 'unconfirmed',
          reason: 'lookupFailed',
          message: 'YouTube could not be read 5 times, so it could not be checked: Backend Error',
        },
        {
          status: 'verifying',
          reason: 'lookupPending',
          message: 'Checking whether it was posted: waiting for the quota to reset.',
        },
      ]),
    ).toEqual([
      {
        error_reason: 'tooManyAttempts',
        error_params: { count: 5 },
        error_message: 'Backend Error',
      },
      { error_reason: 'tooManyAttempts', error_params: { count: 4 }, error_message: null },
      { error_reason: 'lookupRefused', error_params: null, error_message: 'Forbidden.' },
      {
        error_reason: 'lookupFailed',
        error_params: { count: 5 },
        error_message: 'Backend Error',
      },
      { error_reason: 'lookupPending', error_params: null, error_message: null },
    ]);
  });

  it("drops the sentences that were the engine's alone, naming their reason", async () => {
    expect(
      await migrated([
        {
          status: 'unconfirmed',
          reason: 'lookupTooBusy',
          message:
            'More than 1,000 comments were made on the video after the send, so it could not be checked.',
        },
        {
          status: 'cancelled',
          reason: 'channelDisconnected',
          message:
            'The channel was disconnected (its credential was deleted) before this comment was posted.',
        },
        {
          status: 'cancelled',
          reason: null,
          message: 'The channel was disconnected before this comment was posted.',
        },
        {
          status: 'cancelled',
          reason: 'videoNotFound',
          message: 'Left out before the start: the video cannot take comments.',
        },
        {
          status: 'cancelled',
          reason: 'commentsDisabled',
          message: 'Left out before the start: the video cannot take comments.',
        },
        { status: 'failed', reason: 'tooManyAttempts', message: '', attempts: 5 },
      ]),
    ).toEqual([
      { error_reason: 'lookupTooBusy', error_params: { count: 1000 }, error_message: null },
      { error_reason: 'credentialDeleted', error_params: null, error_message: null },
      { error_reason: 'channelDisconnected', error_params: null, error_message: null },
      { error_reason: 'leftOutVideoNotFound', error_params: null, error_message: null },
      { error_reason: 'leftOutCommentsDisabled', error_params: null, error_message: null },
      { error_reason: 'tooManyAttempts', error_params: { count: 5 }, error_message: null },
    ]);
  });

  it("leaves YouTube's own words as they are", async () => {
    const disabled = 'The video identified by the videoId parameter has disabled comments.';
    expect(
      await migrated([{ status: 'failed', reason: 'commentsDisabled', message: disabled }]),
    ).toEqual([{ error_reason: 'commentsDisabled', error_params: null, error_message: disabled }]);
  });
});
