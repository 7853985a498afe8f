import { describe, expect, it } from 'vitest';
import { sender } from '@server/test/api-request';
import { googleUnitsUsed } from '@server/test/counts';
import { signUp, userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';

const t = usePlatformTestApp();

const check = (cookie: string, videoIds: string[]) =>
  sender(t)('POST', '/api/youtube/videos/check', cookie, { videoIds });
const ids = (n: number) => Array.from({ length: n }, (_, i) => `vid${String(i).padStart(8, '0')}`);

describe('POST /api/youtube/videos/check', () => {
  it('names the videos with comments disabled and those YouTube no longer has, 50 ids per call', async () => {
    const { cookie, credential } = await userWithChannels(t);
    await sender(t)('POST', '/api/videos/import', cookie, {
      videos: [
        { videoId: 'NFgone00001', title: 'A deleted video' },
        { videoId: 'CDclosed001', title: 'My closed video' },
      ],
      source: 'manual',
    });
    const quota = () => googleUnitsUsed(t.emu.url, credential.clientId);
    const before = await quota();
    const wanted = [...ids(98), 'CDclosed001', 'NFgone00001'];

    const response = await check(cookie, wanted);
    expect(response.statusCode).toBe(200);
    const result = response.json<{
      commentsDisabled: { videoId: string; title: string | null }[];
      notFound: { videoId: string; title: string | null }[];
    }>();
    expect(result.commentsDisabled).toEqual([{ videoId: 'CDclosed001', title: 'My closed video' }]);
    expect(result.notFound).toEqual([{ videoId: 'NFgone00001', title: 'A deleted video' }]);
    expect((await quota()) - before).toBe(2); // 100 ids: two videos.list calls, 1 unit each
  });

  it("names a video by YouTube's title when the user saved none", async () => {
    const { cookie } = await userWithChannels(t);
    const result = (await check(cookie, ['CDclosed001'])).json<{
      commentsDisabled: { title: string }[];
    }>();
    expect(result.commentsDisabled[0]!.title).toMatch(/\w+ \w+/);
  });

  it('says to connect a channel first when there is none', async () => {
    const cookie = await signUp(t);
    const response = await check(cookie, ['CDclosed001']);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NO_PLATFORM_ACCESS');
  });
});
