import type { youtube_v3 } from '@googleapis/youtube';
import { describe, expect, it } from 'vitest';
import { allPages, reasonOf, statusOf, useEmulator } from './use-emulator';

const { withKey, controls } = useEmulator();

/** A whole chart, following nextPageToken to the end. */
async function chartOf(params: youtube_v3.Params$Resource$Videos$List) {
  const pages = await allPages((pageToken) =>
    withKey().videos.list({
      part: ['snippet', 'statistics', 'contentDetails'],
      chart: 'mostPopular',
      maxResults: 50,
      ...params,
      pageToken,
    }),
  );
  return { pages, videos: pages.flatMap((page) => page.items!) };
}

describe('videos.list chart=mostPopular', () => {
  it('lists a region’s videos, most viewed first, in pages, 1 unit a page', async () => {
    const { pages, videos } = await chartOf({ regionCode: 'TW', maxResults: 5 });
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toMatchObject({
      kind: 'youtube#videoListResponse',
      pageInfo: { totalResults: videos.length, resultsPerPage: 5 },
    });
    expect(pages[1]!.prevPageToken).toBeTruthy();
    expect(videos[0]).toMatchObject({
      kind: 'youtube#video',
      snippet: { title: expect.any(String) },
    });
    expect(new Set(videos.map((v) => v.id)).size).toBe(videos.length);
    const views = videos.map((v) => Number(v.statistics!.viewCount));
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(videos.every((v) => v.snippet!.defaultAudioLanguage === 'zh-Hant')).toBe(true);

    const usage = await controls().quota();
    expect(usage.projects).toEqual([
      expect.objectContaining({
        project: 'key:any-api-key',
        used: pages.length,
        limit: 10_000,
        byMethod: { 'videos.list': pages.length },
      }),
    ]);
  });

  it('holds YouTube’s Trending Music, Movies and Gaming charts since 2025-07-21, nothing else', async () => {
    const { videos } = await chartOf({});
    const categories = new Set(videos.map((v) => v.snippet!.categoryId));
    // The catalogue has music and games, and no film: its Movies chart is empty.
    expect([...categories].sort()).toEqual(['10', '20']);
    const sports = await chartOf({ videoCategoryId: '17' });
    expect(sports.videos).toEqual([]);
  });

  it('narrows to a category, and gives five videos when maxResults is not said', async () => {
    const { videos } = await chartOf({ regionCode: 'US', videoCategoryId: '10' });
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((v) => v.snippet!.categoryId === '10')).toBe(true);
    const { data } = await withKey().videos.list({ part: ['id'], chart: 'mostPopular' });
    expect(data.items).toHaveLength(5);
    expect(data.nextPageToken).toBeTruthy();
  });

  it.each([
    ['an id and a chart at once', { id: ['abcdefghijk'] }, 400, 'incompatibleParameters'],
    ['a category that has no chart', { videoCategoryId: '18' }, 404, 'videoChartNotFound'],
    ['more than 50 a page', { maxResults: 51 }, 400, 'invalidValue'],
    ['a page token it never gave', { pageToken: 'nope' }, 400, 'invalidPageToken'],
    ['a region that is no country code', { regionCode: 'USA' }, 400, 'invalidValue'],
  ])('refuses %s', async (_name, params, status, reason) => {
    const error = await withKey()
      .videos.list({ part: ['snippet'], chart: 'mostPopular', ...params }, { retry: false })
      .catch((e: unknown) => e);
    expect(statusOf(error)).toBe(status);
    expect(reasonOf(error)).toBe(reason);
  });
});

describe('videoCategories.list', () => {
  it.each([
    ['en_US', 'Music'],
    ['zh-CN', '音乐'],
    ['zh-TW', '音樂'],
    ['zh_Hant', '音樂'],
  ])('names the categories in %s', async (hl, music) => {
    const { data } = await withKey().videoCategories.list({
      part: ['snippet'],
      regionCode: 'TW',
      hl,
    });
    expect(data.kind).toBe('youtube#videoCategoryListResponse');
    expect(data.items!.find((c) => c.id === '10')).toMatchObject({
      kind: 'youtube#videoCategory',
      snippet: { title: music, assignable: true, channelId: 'UCBR8-60-B28hp2BmDPdntcQ' },
    });
    expect(data.items!.some((c) => c.snippet!.assignable === false)).toBe(true);
  });

  it('answers the categories asked for by id, for 1 unit a call', async () => {
    const { data } = await withKey().videoCategories.list({ part: ['snippet'], id: ['20', '27'] });
    expect(data.items!.map((c) => c.snippet!.title)).toEqual(['Gaming', 'Education']);
    expect((await controls().quota()).projects[0]!.used).toBe(1);
  });

  it('refuses a call naming neither a region nor ids', async () => {
    const error = await withKey()
      .videoCategories.list({ part: ['snippet'] }, { retry: false })
      .catch((e: unknown) => e);
    expect(statusOf(error)).toBe(400);
    expect(reasonOf(error)).toBe('missingRequiredParameter');
  });
});
