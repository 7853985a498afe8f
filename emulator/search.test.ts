import type { youtube_v3 } from '@googleapis/youtube';
import { describe, expect, it } from 'vitest';
import { allPages, reasonOf, statusOf, useEmulator } from './use-emulator';

const { withKey, control, controls } = useEmulator();

type SearchParams = youtube_v3.Params$Resource$Search$List;

/** Every result of a search, following nextPageToken to the end. */
async function searchAll(params: SearchParams) {
  const pages = await allPages((pageToken) =>
    withKey().search.list({ ...params, maxResults: 50, pageToken }),
  );
  return { pages, ids: pages.flatMap((page) => page.items!.map((item) => item.id!.videoId!)) };
}

/** The full video resources behind search results, 50 ids a call. */
async function videosOf(ids: string[]) {
  const videos: youtube_v3.Schema$Video[] = [];
  for (let i = 0; i < ids.length; i += 50) {
    const { data } = await withKey().videos.list({
      part: ['snippet', 'statistics', 'contentDetails'],
      id: ids.slice(i, i + 50),
    });
    videos.push(...data.items!);
  }
  return videos;
}

const secondsOf = (iso: string) => {
  const [, h, m, s] = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(iso)!;
  return Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
};

const failureOf = (params: SearchParams) =>
  withKey()
    .search.list({ part: ['snippet'], ...params }, { retry: false })
    .catch((e: unknown) => e);

describe('search.list', () => {
  it('answers in Google’s shape and pages through nextPageToken to the end, each video once', async () => {
    const { pages, ids } = await searchAll({
      part: ['snippet'],
      type: ['video'],
      regionCode: 'US',
    });
    const first = pages[0]!;
    expect(first).toMatchObject({
      kind: 'youtube#searchListResponse',
      etag: expect.any(String),
      regionCode: 'US',
      pageInfo: { totalResults: ids.length, resultsPerPage: 50 },
    });
    expect(first.prevPageToken).toBeUndefined();
    expect(first.items![0]).toMatchObject({
      kind: 'youtube#searchResult',
      id: { kind: 'youtube#video', videoId: expect.stringMatching(/^[\w-]{11}$/) },
      snippet: {
        title: expect.any(String),
        channelId: expect.stringMatching(/^UC/),
        channelTitle: expect.any(String),
        publishedAt: expect.any(String),
        thumbnails: { high: { url: expect.stringContaining('/vi/') } },
        liveBroadcastContent: 'none',
      },
    });
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)!.nextPageToken).toBeUndefined();
    expect(pages.at(-1)!.pageInfo!.resultsPerPage).toBe(50); // the size asked for, as Google says
    expect(new Set(ids).size).toBe(ids.length);

    const back = await withKey().search.list({
      part: ['snippet'],
      type: ['video'],
      regionCode: 'US',
      maxResults: 50,
      pageToken: pages[1]!.prevPageToken!,
    });
    expect(back.data.items!.map((item) => item.id!.videoId)).toEqual(ids.slice(0, 50));
  });

  it('costs 1 of the search bucket a call, charged to the API key’s project, no unit of the rest', async () => {
    await searchAll({ part: ['snippet'], type: ['video'], q: 'guitar' });
    const { pages } = await searchAll({ part: ['snippet'], type: ['video'], q: 'guitar' });
    const usage = await controls().quota();
    expect(usage.projects).toEqual([
      {
        project: 'key:any-api-key',
        used: 0,
        limit: 10_000,
        buckets: {
          default: { used: 0, limit: 10_000 },
          search: { used: 2 * pages.length, limit: 100 },
          stats: { used: 0, limit: 10_000 },
        },
        byMethod: { 'search.list': 2 * pages.length },
      },
    ]);
  });

  it('finds every word of q, either side of a|b, none with -word; title matches rank first', async () => {
    const guitar = await searchAll({ part: ['snippet'], type: ['video'], q: 'Guitar chords' });
    const titles = guitar.pages.flatMap((page) => page.items!.map((item) => item.snippet!.title!));
    expect(titles.length).toBeGreaterThan(10);
    expect(titles.every((title) => /guitar chords/i.test(title))).toBe(true);

    const either = await searchAll({ part: ['snippet'], type: ['video'], q: 'sourdough|chess' });
    const eitherTitles = either.pages.flatMap((p) => p.items!.map((i) => i.snippet!.title!));
    expect(eitherTitles.some((t) => t.includes('Sourdough'))).toBe(true);
    expect(eitherTitles.some((t) => t.includes('Chess'))).toBe(true);
    expect(eitherTitles.every((t) => /sourdough|chess/i.test(t))).toBe(true);

    const notShorts = await searchAll({ part: ['snippet'], type: ['video'], q: 'chess -#shorts' });
    const notShortsTitles = notShorts.pages.flatMap((p) => p.items!.map((i) => i.snippet!.title!));
    expect(notShortsTitles.length).toBeGreaterThan(0);
    expect(notShortsTitles.some((t) => t.includes('#shorts'))).toBe(false);

    const shorts = await searchAll({ part: ['snippet'], type: ['video'], q: '#shorts' });
    expect(shorts.ids.length).toBeGreaterThan(50);
  });

  it('keeps only the category asked for, and only videos published after a date', async () => {
    const music = await searchAll({ part: ['snippet'], type: ['video'], videoCategoryId: '10' });
    expect(music.ids.length).toBeGreaterThan(20);
    const videos = await videosOf(music.ids);
    expect(videos.every((v) => v.snippet!.categoryId === '10')).toBe(true);

    const recent = await searchAll({
      part: ['snippet'],
      type: ['video'],
      publishedAfter: '2024-06-01T00:00:00Z',
    });
    const dates = recent.pages.flatMap((p) => p.items!.map((i) => i.snippet!.publishedAt!));
    expect(dates.length).toBeGreaterThan(10);
    expect(dates.every((date) => date >= '2024-06-01')).toBe(true);
  });

  it.each([
    ['short', (s: number) => s < 240],
    ['medium', (s: number) => s >= 240 && s <= 1200],
    ['long', (s: number) => s > 1200],
  ])('keeps only %s videos with videoDuration', async (videoDuration, fits) => {
    const { ids } = await searchAll({ part: ['snippet'], type: ['video'], videoDuration });
    expect(ids.length).toBeGreaterThan(10);
    const videos = await videosOf(ids);
    expect(videos.every((v) => fits(secondsOf(v.contentDetails!.duration!)))).toBe(true);
  });

  it('orders by date or by view count, newest or most viewed first', async () => {
    const byDate = await searchAll({
      part: ['snippet'],
      type: ['video'],
      q: 'tips',
      order: 'date',
    });
    const dates = byDate.pages.flatMap((p) => p.items!.map((i) => i.snippet!.publishedAt!));
    expect(dates).toEqual([...dates].sort().reverse());

    const byViews = await searchAll({
      part: ['snippet'],
      type: ['video'],
      q: 'tips',
      order: 'viewCount',
    });
    const views = (await videosOf(byViews.ids)).map((v) => Number(v.statistics!.viewCount));
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('keeps a region’s own videos, and puts the relevance language first', async () => {
    const tw = await searchAll({ part: ['snippet'], type: ['video'], regionCode: 'TW' });
    const de = await searchAll({ part: ['snippet'], type: ['video'], regionCode: 'DE' });
    expect(tw.ids.length).toBeGreaterThan(20);
    expect(tw.ids.some((id) => de.ids.includes(id))).toBe(false);
    // A region the catalogue has no videos from sees them all.
    const fr = await searchAll({ part: ['snippet'], type: ['video'], regionCode: 'FR' });
    expect(fr.ids.length).toBeGreaterThan(tw.ids.length + de.ids.length);

    const ja = await searchAll({ part: ['snippet'], type: ['video'], relevanceLanguage: 'ja' });
    const languages = (await videosOf(ja.ids)).map((v) => v.snippet!.defaultAudioLanguage);
    const firstOther = languages.findIndex((language) => language !== 'ja');
    expect(firstOther).toBeGreaterThan(10);
    expect(languages.slice(firstOther).includes('ja')).toBe(false);
    expect(ja.ids.length).toBe(fr.ids.length); // others follow: the language is preferred, not required
  });

  it.each([
    ['videoCategoryId without type=video', { videoCategoryId: '10' }],
    ['videoDuration with type=channel', { type: ['channel'], videoDuration: 'short' }],
    [
      'videoDuration with type=video,playlist',
      { type: ['video', 'playlist'], videoDuration: 'long' },
    ],
  ])('refuses %s with invalidSearchFilter', async (_name, params) => {
    const error = await failureOf(params);
    expect(statusOf(error)).toBe(400);
    expect(reasonOf(error)).toBe('invalidSearchFilter');
  });

  it.each([
    ['more than 50 results a page', { maxResults: 51 }, 'invalidValue'],
    ['a page token it never gave', { pageToken: 'nope' }, 'invalidPageToken'],
    ['an unknown order', { order: 'loudest' }, 'invalidValue'],
    ['a date that is not RFC 3339', { publishedAfter: 'yesterday' }, 'invalidValue'],
  ])('refuses %s', async (_name, params, reason) => {
    const error = await failureOf({ type: ['video'], ...params });
    expect(statusOf(error)).toBe(400);
    expect(reasonOf(error)).toBe(reason);
  });

  it('answers quotaExceeded once the search bucket is spent, for searches only, charging nothing', async () => {
    await control('quota', { searchLimit: 2 });
    const search = () => failureOf({ type: ['video'], q: 'guitar' });
    expect(await search()).toMatchObject({ status: 200 });
    expect(await search()).toMatchObject({ status: 200 });
    const over = await search();
    expect(statusOf(over)).toBe(403);
    expect(reasonOf(over)).toBe('quotaExceeded');
    // The other buckets are untouched: a 1-unit call of the default one still goes through.
    await expect(
      withKey().videoCategories.list({ part: ['snippet'], regionCode: 'US' }),
    ).resolves.toBeTruthy();
    const usage = await controls().quota();
    expect(usage.projects).toEqual([
      expect.objectContaining({
        used: 1,
        buckets: {
          default: { used: 1, limit: 10_000 },
          search: { used: 2, limit: 2 },
          stats: { used: 0, limit: 10_000 },
        },
        byMethod: { 'search.list': 2, 'videoCategories.list': 1 },
      }),
    ]);
  });

  it('still searches once the default bucket is spent', async () => {
    await control('quota', { dailyLimit: 0 });
    expect(await failureOf({ type: ['video'], q: 'guitar' })).toMatchObject({ status: 200 });
    const refused = await withKey()
      .videoCategories.list({ part: ['snippet'], regionCode: 'US' })
      .catch((e: unknown) => e);
    expect(reasonOf(refused)).toBe('quotaExceeded');
  });
});
