import { describe, expect, it } from 'vitest';
import { purgeExpired } from '@server/housekeeping';
import { foldCountChanges } from '@server/db/tallies';
import { sender } from '@server/test/api-request';
import { userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

const t = usePlatformTestApp({ reset: false });

const send = sender(t);
const rows = async <T>(query: string, params: unknown[] = []) =>
  (await t.pool.query(query, params)).rows as T[];

/** What the comments say, counted the slow way. */
const counted = (batchId: string) =>
  rows<{ account_id: string | null; status: string; n: number }>(
    `select account_id, status, count(*)::int as n from comments where batch_id = $1
      group by 1, 2 order by 1 nulls last, 2`,
    [batchId],
  );
/** What the tallies say. */
const tallied = (batchId: string) =>
  rows<{ account_id: string | null; status: string; n: number }>(
    `select account_id, status, sum(n)::int as n from batch_tallies where batch_id = $1
      group by 1, 2 having sum(n) <> 0 order by 1 nulls last, 2`,
    [batchId],
  );
const sentCounts = async () =>
  Object.fromEntries(
    (
      await rows<{ video_id: string; sent_count: number }>(
        `select video_id, sent_count from videos order by video_id`,
      )
    ).map((r) => [r.video_id, r.sent_count]),
  );
/** The saved videos per category and sent count: counted, and as the tallies have them. */
const videoCountsAgree = async () => {
  const counted = await rows(
    `select workspace_id, category_id, sent_count, count(*)::int as n from videos
      group by 1, 2, 3 order by 1, 2 nulls first, 3`,
  );
  const tallied = await rows(
    `select workspace_id, category_id, sent_count, sum(n)::int as n from video_tallies
      group by 1, 2, 3 having sum(n) <> 0 order by 1, 2 nulls first, 3`,
  );
  expect(tallied).toEqual(counted);
};
const changeRows = async () =>
  (
    await rows<{ n: number }>(
      `select (select count(*) from batch_count_changes)::int
            + (select count(*) from video_count_changes)::int as n`,
    )
  )[0]!.n;

describe('batch and video tallies, and sent counts (kept by triggers, read instead of counting)', () => {
  it('agree with the comments through every change, folded or not', async () => {
    const { cookie, accountIds, videoIds } = await userWithChannels(t, {
      name: 'tally',
      credential: { name: 'tally project' },
      channels: [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
      videos: ['tallyVid001', 'tallyVid002', 'tallyVid003'],
      videoSource: 'csv',
    });
    const created = await send('POST', '/api/batches', cookie, {
      accountIds,
      videoIds,
      mode: 'single',
      text: 'Counted once',
      confirmed: true,
    });
    expect(created.statusCode).toBe(201);
    const batchId = created.json<{ id: string }>().id;
    const progress = async () =>
      (await send('GET', `/api/batches/${batchId}`, cookie)).json<{
        counts: Record<string, number>;
      }>().counts;
    const agree = async () => {
      expect(await tallied(batchId)).toEqual(await counted(batchId));
      await videoCountsAgree();
    };
    const total = async (query: string) =>
      (await send('GET', `/api/videos?page=1&pageSize=2&${query}`, cookie)).json<{
        total: number;
      }>().total;

    await agree();
    expect(await progress()).toEqual({ pending: 6 });

    // A send, a posted answer, a lease moved (no status change: nothing appended).
    const [first, second] = await rows<{ id: string; video_id: string }>(
      `select id, video_id from comments where batch_id = $1 order by position limit 2`,
      [batchId],
    );
    await t.pool.query(`update comments set status = 'posting' where id = $1`, [first!.id]);
    const before = await changeRows();
    await t.pool.query(`update comments set lease_until = now() where id = $1`, [first!.id]);
    expect(await changeRows()).toBe(before);
    await t.pool.query(
      `update comments set status = 'posted', platform_comment_id = 'Ug-tally-1' where id = $1`,
      [first!.id],
    );
    await t.pool.query(`update comments set status = 'failed' where id = $1`, [second!.id]);
    await agree();
    expect(await progress()).toEqual({ pending: 4, posted: 1, failed: 1 });
    expect((await sentCounts())[first!.video_id]).toBe(1);
    expect([await total('sent=any'), await total('sent=none'), await total('')]).toEqual([1, 2, 3]);

    // A category given, then removed (its videos keep no category).
    const category = (
      await send('POST', '/api/video-categories', cookie, { name: 'Counted' })
    ).json<{ id: string }>();
    const [video] = await rows<{ id: string }>(`select id from videos where video_id = $1`, [
      first!.video_id,
    ]);
    await send('PATCH', `/api/videos/${video!.id}`, cookie, { category: 'Counted' });
    await agree();
    expect(await total(`category=${category.id}&sent=any`)).toBe(1);
    expect(await total(`category=_none`)).toBe(2);

    // The fold never waits on the batch row, which the engine and cancel lock for update.
    const holder = await t.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from batches where id = $1 for update', [batchId]);
      const folded = await Promise.race([
        foldCountChanges(t.db),
        new Promise((resolve) => setTimeout(() => resolve('waited'), 2000)),
      ]);
      expect(folded).toBeGreaterThan(0);
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    expect(await changeRows()).toBe(0);
    await agree();
    expect((await send('DELETE', `/api/video-categories/${category.id}`, cookie)).statusCode).toBe(
      204,
    );
    await agree();
    expect(await total('category=_none&sent=custom&sentMin=1&sentMax=1')).toBe(1);

    // Cancelled in one statement, then a channel disconnected (its comments keep no channel).
    expect((await send('POST', `/api/batches/${batchId}/cancel`, cookie)).statusCode).toBe(200);
    await agree();
    expect(await progress()).toEqual({ cancelled: 4, posted: 1, failed: 1 });
    expect((await send('DELETE', `/api/accounts/${accountIds[0]}`, cookie)).statusCode).toBe(200);
    await agree();
    expect((await counted(batchId)).some((r) => r.account_id === null)).toBe(true);
    await foldCountChanges(t.db);
    await agree();

    // A saved video removed and saved again starts from what was posted on it.
    const [saved] = await rows<{ id: string }>(`select id from videos where video_id = $1`, [
      first!.video_id,
    ]);
    await send('POST', '/api/videos/bulk-delete', cookie, { ids: [saved!.id] });
    expect(first!.video_id in (await sentCounts())).toBe(false);
    await send('POST', '/api/videos/import', cookie, {
      videos: [{ videoId: first!.video_id }],
      source: 'csv',
    });
    expect((await sentCounts())[first!.video_id]).toBe(1);

    // The posted comment gone: the video's count follows.
    await t.pool.query(`delete from comments where id = $1`, [first!.id]);
    expect((await sentCounts())[first!.video_id]).toBe(0);
    await agree();
    expect(await progress()).toEqual({ cancelled: 4, failed: 1 });

    // The person gone, their personal workspace with them: housekeeping takes its batch counts too.
    await t.pool.query(
      `delete from users where id = (select workspace_id from batches where id = $1)`,
      [batchId],
    );
    await purgeExpired(t.db);
    expect(await tallied(batchId)).toEqual([]);
    expect(await rows(`select 1 from batch_counts where batch_id = $1`, [batchId])).toEqual([]);
    expect(await rows(`select 1 from video_tallies`)).toEqual([]);
  });
});
