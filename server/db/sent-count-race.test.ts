import { describe, expect, it } from 'vitest';
import { foldCountChanges } from './tallies';
import { sender } from '../test/api-request';
import { userWithChannels } from '../test/scenario';
import { usePlatformTestApp } from '../test/use-test-app';

const t = usePlatformTestApp({ reset: ['users', 'quota_usage', 'video_sent_recounts'] });
const send = sender(t);
const VIDEO = 'raceVideo01';

const sentCount = async () =>
  (
    await t.pool.query<{ sent_count: number }>(
      `select sent_count from videos where video_id = $1`,
      [VIDEO],
    )
  ).rows[0]?.sent_count;
const notes = async () =>
  Number((await t.pool.query(`select count(*) from video_sent_recounts`)).rows[0].count);

/** The columns a saved row is written with: PostgreSQL writes the generated ones (migration 0032). */
async function writtenColumns() {
  const { rows } = await t.pool.query<{ names: string }>(
    `select string_agg(quote_ident(attname), ', ' order by attnum) as names from pg_attribute
      where attrelid = 'videos'::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
  );
  return rows[0]!.names;
}

/** A user with one channel and a batch of one pending comment on VIDEO, and VIDEO's saved row. */
async function pendingCommentOnSavedVideo() {
  const { cookie, accountIds } = await userWithChannels(t, {
    name: 'race',
    credential: { name: 'race project' },
    videos: [VIDEO],
    videoSource: 'csv',
  });
  const created = await send('POST', '/api/batches', cookie, {
    accountIds,
    videoIds: [VIDEO],
    mode: 'single',
    text: 'Counted once',
    confirmed: true,
  });
  expect(created.statusCode).toBe(201);
  const saved = await t.pool.query(`select to_jsonb(v) as row from videos v where video_id = $1`, [
    VIDEO,
  ]);
  return saved.rows[0].row as Record<string, unknown>;
}

describe("a video's sent count when the video is saved as a comment on it is confirmed", () => {
  it('is right once folded, though neither transaction could see the other', async () => {
    const row = await pendingCommentOnSavedVideo();
    await t.pool.query(`delete from videos where video_id = $1`, [VIDEO]);

    const written = await writtenColumns();
    // The video is saved again, in a transaction still open...
    const saving = await t.pool.connect();
    const confirming = await t.pool.connect();
    try {
      await saving.query('begin');
      await saving.query(
        `insert into videos (${written}) select ${written} from jsonb_populate_record(null::videos, $1)`,
        [row],
      );
      // ...while the worker confirms the comment on it: no video row to count on yet.
      await confirming.query(
        `update comments set status = 'posted', platform_comment_id = 'race-comment'
          where video_id = $1`,
        [VIDEO],
      );
      await saving.query('commit');
    } finally {
      saving.release();
      confirming.release();
    }
    // The saving transaction counted the posted comments it could see: none.
    expect(await sentCount()).toBe(0);
    expect(await notes()).toBe(1);

    await foldCountChanges(t.db);
    expect(await sentCount()).toBe(1);
    expect(await notes()).toBe(0);
  });

  it('keeps a note while its video is not visible, and lets it go after ten minutes', async () => {
    await pendingCommentOnSavedVideo();
    await t.pool.query(`delete from videos where video_id = $1`, [VIDEO]);
    await t.pool.query(`update comments set status = 'posted' where video_id = $1`, [VIDEO]);
    expect(await notes()).toBe(1);
    await foldCountChanges(t.db);
    expect(await notes()).toBe(1);
    await t.pool.query(`update video_sent_recounts set noted_at = now() - interval '11 minutes'`);
    await foldCountChanges(t.db);
    expect(await notes()).toBe(0);
  });

  it('notes nothing when the video is there to count on', async () => {
    await pendingCommentOnSavedVideo();
    await t.pool.query(`update comments set status = 'posted' where video_id = $1`, [VIDEO]);
    expect(await sentCount()).toBe(1);
    expect(await notes()).toBe(0);
  });
});
