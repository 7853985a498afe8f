import { youtube } from '@googleapis/youtube';
import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from './demo-accounts';
import { reasonOf, statusOf, useEmulator } from './use-emulator';

const { url, control, authorize } = useEmulator();

describe('YouTube Data API v3', () => {
  it('names the channel chosen on the consent page with channels.list mine=true', async () => {
    const { yt } = await authorize(DEMO_CHANNEL.aliceTravels);
    const { data } = await yt.channels.list({ part: ['snippet'], mine: true });
    expect(data.items).toHaveLength(1);
    expect(data.items![0]).toMatchObject({
      id: DEMO_CHANNEL.aliceTravels,
      snippet: { title: 'Alice Travels' },
    });
  });

  it('lists up to 50 videos with deterministic metadata, leaving out the documented not-found ids', async () => {
    const yt = youtube({ version: 'v3', auth: 'any-api-key', rootUrl: `${url()}/` });
    const ids = Array.from({ length: 49 }, (_, i) => `vid${String(i).padStart(8, '0')}`).concat(
      'NFmissing01',
    );
    const { data } = await yt.videos.list({
      part: ['snippet', 'statistics', 'contentDetails'],
      id: ids,
    });
    expect(data.items).toHaveLength(49);
    const again = await yt.videos.list({ part: ['snippet'], id: ['vid00000000'] });
    expect(again.data.items![0]!.snippet!.title).toBe(data.items![0]!.snippet!.title);
    expect(data.items![0]!.contentDetails!.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
    expect(data.items!.some((v) => v.snippet!.title!.includes('#shorts'))).toBe(true);

    const tooMany = await yt.videos
      .list({ part: ['snippet'], id: [...ids, 'vid00000099'] })
      .catch((e: unknown) => e);
    expect(statusOf(tooMany)).toBe(400);
  });

  it('leaves out commentCount for a video with comments disabled, as YouTube does', async () => {
    const yt = youtube({ version: 'v3', auth: 'any-api-key', rootUrl: `${url()}/` });
    const { data } = await yt.videos.list({
      part: ['snippet', 'statistics'],
      id: ['CDdisabled1', 'vid00000001'],
    });
    const [disabled, open] = data.items!;
    expect(disabled!.id).toBe('CDdisabled1');
    expect(disabled!.statistics).not.toHaveProperty('commentCount');
    expect(disabled!.statistics!.viewCount).toBeTruthy();
    expect(open!.statistics!.commentCount).toMatch(/^\d+$/);
  });

  it('posts a comment and lists it newest first, as the control API also shows', async () => {
    const { yt } = await authorize();
    const { data } = await yt.commentThreads.insert(
      {
        part: ['snippet'],
        requestBody: {
          snippet: {
            videoId: 'dQw4w9WgXcQ',
            topLevelComment: { snippet: { textOriginal: 'Great video!' } },
          },
        },
      },
      { retry: false },
    );
    expect(data.id).toBeTruthy();
    const list = await yt.commentThreads.list({
      part: ['snippet'],
      videoId: 'dQw4w9WgXcQ',
      order: 'time',
    });
    expect(list.data.items![0]!.snippet!.topLevelComment!.snippet).toMatchObject({
      textOriginal: 'Great video!',
      authorChannelId: { value: DEMO_CHANNEL.aliceCooks },
    });
    const posted = await fetch(`${url()}/__emulator/comments`).then((r) => r.json());
    expect(posted).toEqual([
      expect.objectContaining({
        id: data.id,
        videoId: 'dQw4w9WgXcQ',
        channelId: DEMO_CHANNEL.aliceCooks,
        text: 'Great video!',
      }),
    ]);
  });

  it.each([
    ['an empty text', DEMO_CHANNEL.aliceCooks, 'dQw4w9WgXcQ', '   ', 400, 'commentTextRequired'],
    [
      'a text over 10,000 characters',
      DEMO_CHANNEL.aliceCooks,
      'dQw4w9WgXcQ',
      'x'.repeat(10_001),
      400,
      'commentTextTooLong',
    ],
    [
      'a video with comments disabled',
      DEMO_CHANNEL.aliceCooks,
      'CDdisabled1',
      'hi',
      403,
      'commentsDisabled',
    ],
    [
      'a video that does not exist',
      DEMO_CHANNEL.aliceCooks,
      'NFmissing01',
      'hi',
      404,
      'videoNotFound',
    ],
    [
      'a channel that may not comment through the API',
      DEMO_CHANNEL.carol,
      'dQw4w9WgXcQ',
      'hi',
      403,
      'ineligibleAccount',
    ],
  ])('refuses %s', async (_name, channelId, videoId, text, status, reason) => {
    const { yt } = await authorize(channelId);
    const error = await yt.commentThreads
      .insert(
        {
          part: ['snippet'],
          requestBody: {
            snippet: { videoId, topLevelComment: { snippet: { textOriginal: text } } },
          },
        },
        { retry: false },
      )
      .catch((e: unknown) => e);
    expect(statusOf(error)).toBe(status);
    expect(reasonOf(error)).toBe(reason);
  });

  it('disables comments on a video through the control API', async () => {
    const { yt } = await authorize();
    await control('videos/abcdefghijk/comments', { enabled: false });
    const error = await yt.commentThreads
      .insert(
        {
          part: ['snippet'],
          requestBody: {
            snippet: {
              videoId: 'abcdefghijk',
              topLevelComment: { snippet: { textOriginal: 'hi' } },
            },
          },
        },
        { retry: false },
      )
      .catch((e: unknown) => e);
    expect(reasonOf(error)).toBe('commentsDisabled');
  });

  it('answers authError for a revoked access token', async () => {
    const { yt, tokens, client } = await authorize();
    await control('revoke', { token: tokens.access_token });
    // Keep the library from refreshing silently: the stored access token is the one under test.
    client.setCredentials({
      access_token: tokens.access_token,
      expiry_date: Date.now() + 3_600_000,
    });
    const error = await yt.channels
      .list({ part: ['snippet'], mine: true }, { retry: false })
      .catch((e: unknown) => e);
    expect(statusOf(error)).toBe(401);
  });
});
