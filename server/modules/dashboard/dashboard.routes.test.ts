import { describe, expect, it } from 'vitest';
import { createTestWorker, postEverythingDue } from '@server/test/posting';
import { sender } from '@server/test/api-request';
import { listAccounts, signUp, userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';

const t = usePlatformTestApp();

const send = sender(t);

/** The workspace's only channel posts `text` on these videos at pacing 0, until nothing is left. */
async function postBatch(cookie: string, videoIds: string[], text: string) {
  await t.pool.query(
    `insert into workspace_settings values ((select id from users), 0, 100, false, now())`,
  );
  const [account] = await listAccounts(t, cookie);
  await send('POST', '/api/batches', cookie, {
    accountIds: [account!.id],
    videoIds,
    mode: 'single',
    text,
    confirmed: true,
  });
  await postEverythingDue(await createTestWorker(t));
}

describe('the dashboard', () => {
  it('counts from real data: videos, comments by status, how things were added, and per day', async () => {
    const { cookie } = await userWithChannels(t, {
      videos: ['vidAAAAAAA1', 'CDdisabled1'],
      videoSource: 'csv',
    });
    await send('POST', '/api/videos/import', cookie, {
      videos: [{ videoId: 'vidBBBBBBB2' }],
      source: 'manual',
    });
    await send('POST', '/api/comment-templates', cookie, { content: 'Hand-written' });
    await send('POST', '/api/comment-templates/import', cookie, {
      rows: [
        { line: 2, category: '', content: 'From a file' },
        { line: 3, category: '', content: 'Another one, quite different' },
      ],
    });
    await postBatch(cookie, ['vidAAAAAAA1', 'CDdisabled1', 'vidBBBBBBB2'], 'Dashboard test');

    const response = await send('GET', '/api/dashboard?tz=Asia%2FShanghai', cookie);
    const body = response.json<{
      totals: unknown;
      sources: unknown;
      daily: { day: string; posted: number; failed: number }[];
    }>();
    expect(body.totals).toEqual({ videos: 3, posted: 2, pending: 0, failed: 1, unconfirmed: 0 });
    expect(body.sources).toEqual({
      manualVideos: 1,
      csvVideos: 2,
      manualComments: 1,
      csvComments: 2,
    });
    expect(body.daily).toHaveLength(14);
    expect(body.daily.at(-1)).toMatchObject({ posted: 2, failed: 1 });
    expect(body.daily.slice(0, 13).every((d) => d.posted === 0 && d.failed === 0)).toBe(true);

    const activity = (await send('GET', '/api/activity-logs', cookie)).json<
      { type: string; details: unknown }[]
    >();
    expect(activity[0]).toMatchObject({
      type: 'batch_commenting',
      details: { success: 2, failed: 1, total: 3 },
    });
    expect(activity.map((a) => a.type)).toEqual(
      expect.arrayContaining([
        'account_connected',
        'api_credential_added',
        'videos_added_csv',
        'comments_added_csv',
        'comment_pending',
      ]),
    );
  });

  it("shows only the user's own data: another user's posted and failed comments count nowhere", async () => {
    const { cookie } = await userWithChannels(t, { videos: ['vidAAAAAAA1', 'CDdisabled1'] });
    await postBatch(cookie, ['vidAAAAAAA1', 'CDdisabled1'], 'Mine only');

    const other = await signUp(t, 'other');
    const body = (await send('GET', '/api/dashboard', other)).json<{
      totals: unknown;
      daily: { posted: number; failed: number }[];
    }>();
    expect(body.totals).toEqual({ videos: 0, posted: 0, pending: 0, failed: 0, unconfirmed: 0 });
    expect(body.daily.every((d) => d.posted === 0 && d.failed === 0)).toBe(true);
    expect((await send('GET', '/api/activity-logs', other)).json()).toEqual([]);
  });

  it("names each comment's day in the reader's time zone, over the last 14 days only", async () => {
    const cookie = await signUp(t);
    const { rows } = await t.pool.query<{ id: string }>('select id from users');
    // Days counted back from today in Shanghai (UTC+8, no daylight saving).
    const { rows: today } = await t.pool.query<{ day: string }>(
      `select to_char((now() at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD') as day`,
    );
    const shanghai = (daysAgo: number, time: string) =>
      `((now() at time zone 'Asia/Shanghai')::date - ${daysAgo} + time '${time}') at time zone 'Asia/Shanghai'`;
    await t.pool.query(
      `insert into comments (workspace_id, video_id, content, status, platform_comment_id, posted_at, updated_at)
       values ($1, 'v1', 'a', 'posted', 'p1', ${shanghai(0, '00:30')}, now()),
              ($1, 'v1', 'b', 'posted', 'p2', ${shanghai(1, '23:30')}, now()),
              ($1, 'v1', 'c', 'posted', 'p3', ${shanghai(13, '00:00')}, now()),
              ($1, 'v1', 'd', 'posted', 'p4', ${shanghai(14, '23:59')}, now()),
              ($1, 'v1', 'e', 'failed', null, null, ${shanghai(2, '12:00')})`,
      [rows[0]!.id],
    );
    const { daily, totals } = (
      await send('GET', '/api/dashboard?tz=Asia%2FShanghai', cookie)
    ).json<{
      daily: { day: string; posted: number; failed: number }[];
      totals: Record<string, number>;
    }>();
    // Comments outside any batch count in the totals, whenever they were posted.
    expect(totals).toMatchObject({ posted: 4, failed: 1, pending: 0 });
    expect(daily).toHaveLength(14);
    expect(daily.at(-1)).toEqual({ day: today[0]!.day, posted: 1, failed: 0 });
    expect(daily.at(-2)).toMatchObject({ posted: 1, failed: 0 });
    expect(daily.at(-3)).toMatchObject({ posted: 0, failed: 1 });
    expect(daily[0]).toMatchObject({ posted: 1, failed: 0 });
    expect(daily.reduce((n, d) => n + d.posted, 0)).toBe(3);
  });

  it('an unknown time zone falls back to UTC instead of failing', async () => {
    const cookie = await signUp(t);
    const response = await send('GET', '/api/dashboard?tz=Mars%2FOlympus', cookie);
    expect(response.statusCode).toBe(200);
  });
});
