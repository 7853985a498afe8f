import { youtube } from '@googleapis/youtube';
import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from './demo-accounts';
import { reasonOf, statusOf, useEmulator } from './use-emulator';

const { url, control, controls, authorize } = useEmulator();

describe('quota', () => {
  const insert = (yt: Awaited<ReturnType<typeof authorize>>['yt']) =>
    yt.commentThreads.insert(
      {
        part: ['snippet'],
        requestBody: {
          snippet: { videoId: 'dQw4w9WgXcQ', topLevelComment: { snippet: { textOriginal: 'hi' } } },
        },
      },
      { retry: false },
    );

  it('charges Google’s costs per client id and resets at midnight Pacific time', async () => {
    await control('clock', { now: '2026-11-22T23:30:00-08:00' });
    await control('quota', { dailyLimit: 100 });
    const { yt } = await authorize(DEMO_CHANNEL.aliceCooks, 'client-q');
    const other = await authorize(DEMO_CHANNEL.aliceCooks, 'client-other');
    await insert(yt);
    await insert(yt);
    const over = await insert(yt).catch((e: unknown) => e);
    expect(statusOf(over)).toBe(403);
    expect(reasonOf(over)).toBe('quotaExceeded');
    await expect(insert(other.yt)).resolves.toBeTruthy(); // quota is per project

    const usage = await controls().quota();
    expect(usage.projects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          project: 'client-q',
          used: 100,
          limit: 100,
          byMethod: { 'commentThreads.insert': 100 },
        }),
      ]),
    );

    await control('clock', { advanceMs: 31 * 60_000 }); // 00:01 Pacific, the next day
    await expect(insert(yt)).resolves.toBeTruthy();
  });
});

describe('faults and latency', () => {
  it('injects a platform error by reason, a set number of times', async () => {
    const yt = youtube({ version: 'v3', auth: 'key', rootUrl: `${url()}/` });
    await control('faults', { reason: 'backendError', method: 'videos.list', count: 1 });
    const error = await yt.videos
      .list({ part: ['id'], id: ['abcdefghijk'] }, { retry: false })
      .catch((e: unknown) => e);
    expect(statusOf(error)).toBe(500);
    expect(reasonOf(error)).toBe('backendError');
    await expect(
      yt.videos.list({ part: ['id'], id: ['abcdefghijk'] }, { retry: false }),
    ).resolves.toBeTruthy();
  });

  it("scoped to a project, a fault meets that project's calls only", async () => {
    const mine = youtube({ version: 'v3', auth: 'mine', rootUrl: `${url()}/` });
    const theirs = youtube({ version: 'v3', auth: 'theirs', rootUrl: `${url()}/` });
    const list = (yt: typeof mine) =>
      yt.videos.list({ part: ['id'], id: ['abcdefghijk'] }, { retry: false });
    await control('faults', {
      reason: 'backendError',
      method: 'videos.list',
      count: 1,
      project: 'key:mine',
    });
    await expect(list(theirs)).resolves.toBeTruthy();
    expect(reasonOf(await list(mine).catch((e: unknown) => e))).toBe('backendError');
    await expect(list(mine)).resolves.toBeTruthy();
  });

  it('can drop the connection after posting: the comment exists though the caller saw no answer', async () => {
    const { yt } = await authorize();
    await control('faults', {
      reason: 'dropAfterInsert',
      method: 'commentThreads.insert',
      count: 1,
    });
    const error = await yt.commentThreads
      .insert(
        {
          part: ['snippet'],
          requestBody: {
            snippet: {
              videoId: 'dQw4w9WgXcQ',
              topLevelComment: { snippet: { textOriginal: 'lost answer' } },
            },
          },
        },
        { retry: false },
      )
      .catch((e: unknown) => e);
    expect(statusOf(error)).toBeUndefined();
    const posted = await fetch(`${url()}/__emulator/comments`).then((r) => r.json());
    expect(posted).toHaveLength(1);
  });

  it('adds latency to every API call', async () => {
    await control('latency', { ms: 120 });
    const started = Date.now();
    await fetch(`${url()}/youtube/v3/videos?id=abcdefghijk&part=id&key=k`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('stores an insert at once and answers it later; records when each call arrived', async () => {
    const { yt } = await authorize();
    await control('answer-delay', { ms: 300 });
    const started = Date.now();
    const insert = yt.commentThreads.insert(
      {
        part: ['snippet'],
        requestBody: {
          snippet: {
            videoId: 'dQw4w9WgXcQ',
            topLevelComment: { snippet: { textOriginal: 'slow answer' } },
          },
        },
      },
      { retry: false },
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await controls().comments()).toHaveLength(1); // stored, not yet answered
    await insert;
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const calls = await controls().calls('commentThreads.insert');
    expect(calls).toEqual([
      {
        method: 'commentThreads.insert',
        receivedAt: expect.any(Number),
        channelId: DEMO_CHANNEL.aliceCooks,
        videoId: 'dQw4w9WgXcQ',
      },
    ]);
    expect(calls[0]!.receivedAt).toBeGreaterThanOrEqual(started);
  });

  it("pages through a busy video's comments with page tokens, newest first, 100 at most", async () => {
    const { yt } = await authorize();
    await control('videos/dQw4w9WgXcQ/viewer-comments', { count: 130 });
    const first = await yt.commentThreads.list({
      part: ['snippet'],
      videoId: 'dQw4w9WgXcQ',
      maxResults: 100,
    });
    expect(first.data.items).toHaveLength(100);
    expect(first.data.items![0]!.snippet!.topLevelComment!.snippet!.textOriginal).toBe(
      "A viewer's comment #130",
    );
    // Newer comments arriving between pages do not shift the next page.
    await control('videos/dQw4w9WgXcQ/viewer-comments', { count: 5 });
    const second = await yt.commentThreads.list({
      part: ['snippet'],
      videoId: 'dQw4w9WgXcQ',
      maxResults: 100,
      pageToken: first.data.nextPageToken!,
    });
    expect(second.data.items).toHaveLength(30);
    expect(second.data.items!.at(-1)!.snippet!.topLevelComment!.snippet!.textOriginal).toBe(
      "A viewer's comment #1",
    );
    expect(second.data.nextPageToken).toBeUndefined();
    const bad = await yt.commentThreads
      .list({ part: ['snippet'], videoId: 'dQw4w9WgXcQ', pageToken: 'nope' }, { retry: false })
      .catch((e: unknown) => e);
    expect(statusOf(bad)).toBe(400);
  });

  it('serves a thumbnail picture for any video id', async () => {
    const response = await fetch(`${url()}/vi/abcdefghijk/hqdefault.jpg`);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });
});
