import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from './demo-accounts';
import { reasonOf, statusOf, useEmulator } from './use-emulator';

const { withKey, control, controls, authorize } = useEmulator();

const ALL_PARTS = ['id', 'snippet', 'statistics', 'contentDetails'];

describe('videos.batchGetStats', () => {
  it('gives the counts of up to 50 videos in Google’s shape, through the official client', async () => {
    const { data } = await withKey().videos.batchGetStats({
      part: ALL_PARTS,
      id: ['abcdefghijk', 'CDdisabled1', 'NFmissing01'],
    });
    expect(data.kind).toBe('youtube#batchGetStatsResponse');
    // Not atomic: a video it cannot give is left out, not an error.
    expect(data.items!.map((item) => item.id)).toEqual(['abcdefghijk', 'CDdisabled1']);
    const [video, disabled] = data.items!;
    const { data: listed } = await withKey().videos.list({
      part: ['statistics', 'contentDetails', 'snippet'],
      id: ['abcdefghijk'],
    });
    const same = listed.items![0]!;
    expect(video).toEqual({
      kind: 'youtube#videoStats',
      etag: expect.any(String),
      id: 'abcdefghijk',
      snippet: { publishTime: same.snippet!.publishedAt },
      statistics: {
        viewCount: same.statistics!.viewCount,
        likeCount: same.statistics!.likeCount,
        commentCount: same.statistics!.commentCount,
      },
      contentDetails: {
        duration: same.contentDetails!.duration,
        durationMillis: expect.stringMatching(/^\d+$/),
      },
    });
    // Comments turned off: no count, as videos.list says it.
    expect(disabled!.statistics).not.toHaveProperty('commentCount');
  });

  it('answers only the parts asked for, and leaves out a video made private', async () => {
    await control('videos/abcdefghijk/gone', { gone: true });
    const { data } = await withKey().videos.batchGetStats({
      part: ['statistics'],
      id: ['abcdefghijk', 'bcdefghijkl'],
    });
    expect(data.items!.map((item) => item.id)).toEqual(['bcdefghijkl']);
    expect(Object.keys(data.items![0]!).sort()).toEqual(['etag', 'id', 'kind', 'statistics']);
  });

  it('takes 1 unit a call from a bucket of its own, with a key or a grant, and none of the rest', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `stats${String(i).padStart(6, '0')}`);
    await withKey().videos.batchGetStats({ part: ['statistics'], id: ids });
    const { yt } = await authorize(DEMO_CHANNEL.aliceCooks, 'client-stats');
    await yt.videos.batchGetStats({ part: ['statistics'], id: ids.slice(0, 3) });
    const usage = await controls().quota();
    expect(usage.projects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          project: 'key:any-api-key',
          used: 0,
          buckets: expect.objectContaining({ stats: { used: 1, limit: 10_000 } }),
        }),
        expect.objectContaining({
          project: 'client-stats',
          buckets: expect.objectContaining({ stats: { used: 1, limit: 10_000 } }),
        }),
      ]),
    );
  });

  it('answers quotaExceeded once its bucket is spent, while the default bucket still answers; and not the other way round', async () => {
    await control('quota', { statsLimit: 1 });
    const stats = () =>
      withKey()
        .videos.batchGetStats({ part: ['statistics'], id: ['abcdefghijk'] }, { retry: false })
        .catch((e: unknown) => e);
    expect(await stats()).toMatchObject({ status: 200 });
    const over = await stats();
    expect(statusOf(over)).toBe(403);
    expect(reasonOf(over)).toBe('quotaExceeded');
    await expect(
      withKey().videos.list({ part: ['id'], id: ['abcdefghijk'] }),
    ).resolves.toBeTruthy();

    await control('quota', { dailyLimit: 0, statsLimit: 10_000 });
    expect(await stats()).toMatchObject({ status: 200 });
  });

  it.each([
    [
      'more than 50 ids',
      { part: ['statistics'], id: Array(51).fill('abcdefghijk') },
      'invalidValue',
    ],
    ['no part', { id: ['abcdefghijk'] }, 'missingRequiredParameter'],
    ['a part it does not have', { part: ['status'], id: ['abcdefghijk'] }, 'invalidValue'],
    ['no id', { part: ['statistics'] }, 'missingRequiredParameter'],
  ])('refuses %s', async (_name, params, reason) => {
    const error = await withKey()
      .videos.batchGetStats(params, { retry: false })
      .catch((e: unknown) => e);
    expect(statusOf(error)).toBe(400);
    expect(reasonOf(error)).toBe(reason);
  });
});
