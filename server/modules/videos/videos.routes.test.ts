import { describe, expect, it } from 'vitest';
import { videoSchema } from '@core/api/videos.schema';
import { sender } from '@server/test/api-request';
import { signUp } from '@server/test/scenario';
import { searchPiece } from './search-piece';
import { searchSamples } from './search-sample';
import { useTestApp } from '@server/test/use-test-app';

const t = useTestApp();

const send = sender(t);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const vid = (n: number) => `vid${String(n).padStart(8, '0')}`;
type Listed = {
  id: string;
  videoId: string;
  title: string | null;
  category: string | null;
  displayOrder: number;
  sentCount: number;
};
const list = async (cookie: string, query = '') =>
  (await send('GET', `/api/videos${query}`, cookie)).json<
    Listed[] & { items: Listed[]; total: number }
  >();
const importVideos = async (cookie: string, videos: unknown[], source = 'manual') => {
  const response = await send('POST', '/api/videos/import', cookie, { videos, source });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ saved: number; skippedExisting: number; categoriesCreated: number }>();
};

describe('importing videos', () => {
  it('creates new categories first, saves the videos with their metadata, and starts at -1000', async () => {
    const cookie = await signUp(t);
    const result = await importVideos(cookie, [
      {
        videoId: vid(1),
        category: 'Tech',
        title: 'First',
        channelTitle: 'Chan A',
        duration: 'PT4M5S',
        viewCount: 1200,
      },
      { videoId: vid(2), category: 'tech', title: 'Second #shorts' },
      { videoId: vid(3), title: null },
    ]);
    expect(result).toEqual({ saved: 3, skippedExisting: 0, categoriesCreated: 1 });
    const all = await list(cookie);
    expect(all.map((v) => [v.videoId, v.category, v.displayOrder])).toEqual([
      [vid(1), 'Tech', -1000],
      [vid(2), 'Tech', -999],
      [vid(3), null, -998],
    ]);
    expect(all[0]).toMatchObject({
      title: 'First',
      statistics: { viewCount: 1200, likeCount: null, commentCount: null },
      contentDetails: { duration: 'PT4M5S' },
      isShort: false,
      url: `https://www.youtube.com/watch?v=${vid(1)}`,
      sentCount: 0,
    });
    expect(all[1]).toMatchObject({ isShort: true });
    const { rows } = await t.pool.query<{ type: string }>('select type from activity_logs');
    expect(rows).toEqual([{ type: 'videos_added_manual' }]);
  });

  it('leaves videos already saved as they are, counts them, and puts a later import first', async () => {
    const cookie = await signUp(t);
    await importVideos(cookie, [{ videoId: vid(1), title: 'Old' }]);
    const again = await importVideos(
      cookie,
      [{ videoId: vid(1), title: 'Changed' }, { videoId: vid(2) }],
      'csv',
    );
    expect(again).toEqual({ saved: 1, skippedExisting: 1, categoriesCreated: 0 });
    const all = await list(cookie);
    expect(all.map((v) => [v.videoId, v.title])).toEqual([
      [vid(2), null],
      [vid(1), 'Old'],
    ]);
    const check = await send('POST', '/api/videos/check', cookie, { videoIds: [vid(1), vid(3)] });
    expect(check.json()).toEqual({ existing: [vid(1)] });
  });

  it('refuses a malformed id, over 50,000 videos, and saves nothing', async () => {
    const cookie = await signUp(t);
    const bad = await send('POST', '/api/videos/import', cookie, {
      videos: [{ videoId: 'nope' }],
      source: 'manual',
    });
    expect(bad.statusCode).toBe(400);
    const many = Array.from({ length: 50_001 }, (_, i) => ({ videoId: vid(i) }));
    const tooMany = await send('POST', '/api/videos/import', cookie, {
      videos: many,
      source: 'csv',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await list(cookie)).toEqual([]);
  });
});

describe('the paged collection', () => {
  it('pages, searches title or channel, filters by category and by comments sent', async () => {
    const cookie = await signUp(t);
    await importVideos(cookie, [
      {
        videoId: vid(1),
        title: 'Sourdough basics',
        channelTitle: 'Maple Kitchen',
        category: 'Food',
      },
      { videoId: vid(2), title: 'Guitar chords', channelTitle: 'Chord Lab' },
      { videoId: vid(3), title: 'Bread 100% rye', channelTitle: 'Maple Kitchen', category: 'Food' },
      { videoId: vid(4), title: 'Hike', channelTitle: 'Trail Notes' },
    ]);
    const { rows } = await t.pool.query<{ id: string }>('select id from users');
    const user = rows[0]!.id;
    await t.pool.query(
      `insert into comments (workspace_id, video_id, content, status, platform_comment_id)
       values ($1, $2, 'a', 'posted', 'c1'), ($1, $2, 'b', 'posted', 'c2'), ($1, $3, 'c', 'posted', 'c3'),
              ($1, $3, 'd', 'failed', null), ($1, $4, 'e', 'pending', null)`,
      [user, vid(1), vid(3), vid(4)],
    );
    const page = await list(cookie, '?page=2&pageSize=3');
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page.items.map((v) => v.videoId)).toEqual([vid(4)]);
    expect((await list(cookie, '?search=maple%20kitchen')).total).toBe(2);
    expect((await list(cookie, '?search=100%25')).items.map((v) => v.videoId)).toEqual([vid(3)]);
    const food = (await send('GET', '/api/video-categories', cookie)).json()[0];
    expect(food).toMatchObject({ name: 'Food', count: 2 });
    expect((await list(cookie, `?category=${food.id}`)).total).toBe(2);
    expect((await list(cookie, '?category=_none')).total).toBe(2);
    expect((await list(cookie, '?sent=none')).items.map((v) => v.videoId).sort()).toEqual([
      vid(2),
      vid(4),
    ]);
    expect((await list(cookie, '?sent=any')).items.map((v) => [v.videoId, v.sentCount])).toEqual([
      [vid(1), 2],
      [vid(3), 1],
    ]);
    expect((await list(cookie, '?sent=custom&sentMin=2')).total).toBe(1);
    expect((await list(cookie, '?sent=custom&sentMin=1&sentMax=1')).total).toBe(1);
    expect((await send('GET', '/api/videos?sentMin=-1', cookie)).statusCode).toBe(400);
  });
});

describe('searching', () => {
  it('finds a video by its id or its link, as well as by its title and channel', async () => {
    const cookie = await signUp(t);
    await importVideos(cookie, [
      { videoId: 'dQw4w9WgXcQ', title: 'Never gonna', channelTitle: 'Rick' },
      { videoId: vid(2), title: 'Other', channelTitle: 'Someone' },
    ]);
    for (const search of ['dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ?t=5', 'gonna', 'rick']) {
      const found = await list(cookie, `?search=${encodeURIComponent(search)}`);
      expect(
        found.items.map((v) => v.videoId),
        search,
      ).toEqual(['dQw4w9WgXcQ']);
    }
  });

  it('counts a common word only so far past the page, says there are more, and pages on', async () => {
    const cookie = await signUp(t);
    const { rows } = await t.pool.query<{ id: string }>('select id from users');
    await t.pool.query(
      `insert into videos (workspace_id, video_id, title, display_order)
       select $1, 'v' || lpad(i::text, 10, '0'), 'Video number ' || i, i
         from generate_series(1, 3000) as i`,
      [rows[0]!.id],
    );
    type Page = { items: Listed[]; total: number; totalIsMinimum?: boolean };
    const page = (query: string) =>
      send('GET', `/api/videos${query}`, cookie).then((r) => r.json<Page>());
    // 3,000 match: counted to 50 past page 1 plus 250, and said to be more.
    const first = await page('?page=1&pageSize=50&search=number');
    expect(first).toMatchObject({ total: 300, totalIsMinimum: true });
    expect(first.items.map((v) => v.title)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Video number ${i + 1}`),
    );
    // Further on, the count goes further; near the end it is exact.
    expect(await page('?page=30&pageSize=50&search=number')).toMatchObject({
      total: 1750,
      totalIsMinimum: true,
    });
    const last = await page('?page=60&pageSize=50&search=number');
    expect(last.total).toBe(3000);
    expect(last.totalIsMinimum).toBeUndefined();
    expect(last.items.at(-1)?.title).toBe('Video number 3000');
    // Few matches: exact, as before.
    expect(await page('?page=1&pageSize=50&search=number%20299')).toMatchObject({ total: 11 });
    // Without a search the total is always exact.
    const all = await page('?page=1&pageSize=50');
    expect(all.total).toBe(3000);
    expect(all.totalIsMinimum).toBeUndefined();
  });

  it('looks up the rare piece of a search most titles share a word of, and finds the same', async () => {
    const cookie = await signUp(t);
    const { rows } = await t.pool.query<{ id: string }>('select id from users');
    await t.pool.query(
      `insert into videos (workspace_id, video_id, title, channel_title, display_order)
       select $1, 'v' || lpad(i::text, 10, '0'), 'Video number ' || i, 'Channel ' || (i % 50), i
         from generate_series(1, 3000) as i`,
      [rows[0]!.id],
    );
    // Rows that contain the piece " 19" and not the search, and one the channel name finds.
    await importVideos(cookie, [
      { videoId: vid(1), title: 'Other 19', channelTitle: 'Chan 19' },
      { videoId: vid(2), title: 'Video NUMBER 19', channelTitle: 'x' },
      { videoId: vid(3), title: 'Live', channelTitle: 'Number 19 Studio' },
    ]);
    await t.pool.query('analyze videos');
    const samples = await searchSamples(t.db, Date.now() + 3_600_000);
    expect(searchPiece('number 19', samples.title)).toBe(' 19');
    expect(searchPiece('number 19', samples.channelTitle)).toBe('number ');
    const found = await list(cookie, '?page=1&pageSize=500&search=number%2019');
    const expected = [19, ...range(190, 199), ...range(1900, 1999)].map((i) => `Video number ${i}`);
    expect(found.total).toBe(expected.length + 2);
    expect(found.items.map((v) => v.title)).toEqual(['Video NUMBER 19', 'Live', ...expected]);
  });
});

describe('a large import', () => {
  it('leaves statistics behind it: the next searches know the new titles at once', async () => {
    const cookie = await signUp(t);
    const before = await searchSamples(t.db);
    const alike = (v: { value: string }) => v.value.includes('alike video number');
    expect(before.title.values.some(alike)).toBe(false);
    await importVideos(
      cookie,
      range(1, 1000).map((i) => ({
        videoId: vid(i),
        title: `Alike video number ${i} with a shared title`,
      })),
    );
    // No waiting for autovacuum, nor for this process's samples to age.
    const after = await searchSamples(t.db);
    expect(after.title.values.some(alike)).toBe(true);
    // So a search on words every new title has walks the list instead of the index.
    expect(searchPiece('2 with', after.title)).toBeUndefined();
    const found = await list(cookie, '?page=1&pageSize=50&search=2%20with');
    expect(found.items.map((v) => v.title).slice(0, 2)).toEqual([
      'Alike video number 2 with a shared title',
      'Alike video number 12 with a shared title',
    ]);
  });
});

describe("a video's answer", () => {
  it('is the same from a page, the whole list, the video alone and a save, to the millisecond', async () => {
    const cookie = await signUp(t);
    await importVideos(cookie, [
      {
        videoId: vid(1),
        title: 'Bread "quoted" \\ 面包 🍞',
        channelTitle: 'Maple Kitchen',
        channelId: 'UCmaple',
        thumbnail: 'https://i.ytimg.com/vi/x/hq.jpg',
        publishedAt: '2024-02-03T04:05:06.789Z',
        duration: 'PT1M',
        isShort: true,
        viewCount: 9_007_199_254,
        likeCount: 0,
        commentCount: 12,
        category: 'Food',
      },
      { videoId: vid(2) },
    ]);
    // Microseconds, as PostgreSQL keeps them: the answer cuts them as JavaScript does.
    await t.pool.query(
      `update videos set published_at = '2024-02-03T04:05:06.789999Z',
              unavailable_since = now(), channel_thumbnail = 'https://yt3.ggpht.com/c'
        where video_id = $1`,
      [vid(1)],
    );
    const [fromList] = await list(cookie);
    const fromPage = (await list(cookie, '?page=1&pageSize=1')).items[0];
    const alone = (await send('GET', `/api/videos/${fromList!.id}`, cookie)).json();
    const saved = (await send('POST', '/api/videos', cookie, { videoId: vid(1) })).json();
    expect(fromPage).toEqual(fromList);
    expect(alone).toEqual(fromList);
    expect(saved).toEqual(fromList);
    expect(fromList).toMatchObject({
      videoId: vid(1),
      title: 'Bread "quoted" \\ 面包 🍞',
      channelTitle: 'Maple Kitchen',
      channelId: 'UCmaple',
      channelThumbnail: 'https://yt3.ggpht.com/c',
      thumbnail: 'https://i.ytimg.com/vi/x/hq.jpg',
      publishedAt: '2024-02-03T04:05:06.789Z',
      category: 'Food',
      isShort: true,
      statistics: { viewCount: 9_007_199_254, likeCount: 0, commentCount: 12 },
      contentDetails: { duration: 'PT1M' },
      url: `https://www.youtube.com/watch?v=${vid(1)}`,
      sentCount: 0,
      unavailable: true,
    });
    const { rows } = await t.pool.query<{ created_at: Date; details_refreshed_at: Date }>(
      'select created_at, details_refreshed_at from videos where video_id = $1',
      [vid(1)],
    );
    expect(fromList).toMatchObject({
      createdAt: rows[0]!.created_at.toISOString(),
      detailsRefreshedAt: rows[0]!.details_refreshed_at.toISOString(),
    });
    expect(Object.keys(fromList!)).toEqual(Object.keys(videoSchema.shape));
    expect(videoSchema.parse(fromList)).toEqual(fromList);
    const bare = (await list(cookie, '?search=' + vid(2))).items[0];
    expect(bare).toMatchObject({
      title: null,
      publishedAt: null,
      category: null,
      categoryId: null,
      statistics: { viewCount: null, likeCount: null, commentCount: null },
      contentDetails: { duration: null },
      unavailable: false,
    });
  });
});

describe('the whole collection, unpaged', () => {
  it('streams 20,000 videos in list order, in pieces, the same as the pages have them', async () => {
    const cookie = await signUp(t);
    const workspaceId = (await send('GET', '/api/auth/current-user', cookie)).json<{ id: string }>()
      .id;
    await t.pool.query(
      `insert into videos (workspace_id, video_id, title, display_order)
       select $1, 'st' || lpad(i::text, 9, '0'), 'Video ' || i, i % 1000
         from generate_series(1, 20000) as i`,
      [workspaceId],
    );
    const response = await send('GET', '/api/videos', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    // Sent in pieces as it is read, not built whole first (which has no length to announce).
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    const all = response.json<Listed[]>();
    expect(all).toHaveLength(20_000);
    const first = await list(cookie, '?page=1&pageSize=100');
    const last = await list(cookie, '?page=200&pageSize=100');
    expect(all.slice(0, 100)).toEqual(first.items);
    expect(all.slice(-100)).toEqual(last.items);
  }, 60_000);

  it('pages from either end give the list in its order, the last page partial, filters too', async () => {
    const cookie = await signUp(t);
    const workspaceId = (await send('GET', '/api/auth/current-user', cookie)).json<{ id: string }>()
      .id;
    // Ties in display order: the newest first, then the id, from whichever end a page is read.
    await t.pool.query(
      `insert into videos (workspace_id, video_id, title, display_order, created_at)
       select $1, 'pg' || lpad(i::text, 9, '0'), 'Video ' || i, i % 3,
              now() - make_interval(secs => i % 2)
         from generate_series(1, 11) as i`,
      [workspaceId],
    );
    const all = (await send('GET', '/api/videos', cookie)).json<Listed[]>();
    for (const query of ['', '&sent=none', '&search=Video%201']) {
      const whole = (await list(cookie, `?page=1&pageSize=100${query}`)).items;
      const paged: Listed[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / 3); page++)
        paged.push(...(await list(cookie, `?page=${page}&pageSize=3${query}`)).items);
      expect(paged.map((v) => v.videoId)).toEqual(whole.map((v) => v.videoId));
      if (!query) expect(whole.map((v) => v.videoId)).toEqual(all.map((v) => v.videoId));
    }
    expect((await list(cookie, '?page=9&pageSize=3')).items).toEqual([]);
  });

  it('saves one video with category null as a video with no category', async () => {
    const cookie = await signUp(t);
    const response = await send('POST', '/api/videos', cookie, {
      videoId: vid(7),
      category: null,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ videoId: vid(7), category: null, categoryId: null });
  });

  it('is an empty array for a user with no videos', async () => {
    const cookie = await signUp(t);
    expect(await list(cookie)).toEqual([]);
  });
});

describe('changing saved videos', () => {
  it('sets and clears a category (a known one only), reorders, fills channel pictures, deletes', async () => {
    const cookie = await signUp(t);
    await send('POST', '/api/video-categories', cookie, { name: 'Tech' });
    await importVideos(cookie, [
      { videoId: vid(1), channelId: 'UCa' },
      { videoId: vid(2), channelId: 'UCa' },
      { videoId: vid(3), channelId: 'UCb' },
    ]);
    const [a, b, c] = await list(cookie);
    expect(
      (await send('PATCH', `/api/videos/${a!.id}`, cookie, { category: 'tech' })).json().category,
    ).toBe('Tech');
    expect(
      (await send('PATCH', `/api/videos/${a!.id}`, cookie, { category: null })).json().category,
    ).toBeNull();
    expect(
      (await send('PATCH', `/api/videos/${a!.id}`, cookie, { category: 'Nope' })).json().code,
    ).toBe('CATEGORY_NOT_FOUND');

    const reordered = await send('PATCH', '/api/videos/reorder', cookie, {
      order: [
        { id: c!.id, displayOrder: 0 },
        { id: a!.id, displayOrder: 1 },
        { id: b!.id, displayOrder: 2 },
      ],
    });
    expect(reordered.json()).toEqual({ count: 3 });
    expect((await list(cookie)).map((v) => v.id)).toEqual([c!.id, a!.id, b!.id]);

    const pictures = await send('POST', '/api/videos/channel-thumbnails', cookie, {
      channels: [{ channelId: 'UCa', thumbnail: 'https://yt3.ggpht.com/a=s88' }],
    });
    expect(pictures.json()).toEqual({ count: 2 });
    const one = await send('PATCH', `/api/videos/${c!.id}/channel-thumbnail`, cookie, {
      channelThumbnail: 'https://yt3.ggpht.com/b=s88',
    });
    expect(one.json().channelThumbnail).toBe('https://yt3.ggpht.com/b=s88');

    expect(
      (await send('POST', '/api/videos/bulk-delete', cookie, { ids: [a!.id, b!.id] })).json(),
    ).toEqual({ count: 2 });
    expect((await send('DELETE', `/api/videos/${c!.id}`, cookie)).statusCode).toBe(204);
    expect(await list(cookie)).toEqual([]);
  });
});

describe('isolation between users', () => {
  it("answers 404 to another user's video ids and changes nothing", async () => {
    const a = await signUp(t, 'a');
    const b = await signUp(t, 'b');
    await importVideos(a, [{ videoId: vid(1) }]);
    const [mine] = await list(a);
    const attempts = [
      await send('GET', `/api/videos/${mine!.id}`, b),
      await send('PATCH', `/api/videos/${mine!.id}`, b, { category: null }),
      await send('PATCH', `/api/videos/${mine!.id}/channel-thumbnail`, b, {
        channelThumbnail: 'https://x.example/a',
      }),
      await send('DELETE', `/api/videos/${mine!.id}`, b),
      await send('POST', '/api/videos/bulk-delete', b, { ids: [mine!.id] }),
      await send('PATCH', '/api/videos/reorder', b, { order: [{ id: mine!.id, displayOrder: 5 }] }),
    ];
    for (const response of attempts) expect(response.statusCode).toBe(404);
    expect(await list(b)).toEqual([]);
    expect((await send('POST', '/api/videos/check', b, { videoIds: [vid(1)] })).json()).toEqual({
      existing: [],
    });
    expect((await list(a))[0]).toMatchObject({ id: mine!.id, displayOrder: -1000 });
  });
});

describe('video categories', () => {
  it('keeps its videos in a renamed category, and leaves them without one when it is deleted', async () => {
    const cookie = await signUp(t);
    await importVideos(cookie, [{ videoId: vid(1), category: 'Tech' }]);
    const [tech] = (await send('GET', '/api/video-categories', cookie)).json<{ id: string }[]>();
    const renamed = await send('PATCH', `/api/video-categories/${tech!.id}`, cookie, {
      name: 'Technology',
    });
    expect(renamed.json()).toMatchObject({ name: 'Technology', count: 1 });
    expect((await list(cookie))[0]!.category).toBe('Technology');
    await send('DELETE', `/api/video-categories/${tech!.id}`, cookie);
    expect((await list(cookie))[0]!.category).toBeNull();
  });
});
