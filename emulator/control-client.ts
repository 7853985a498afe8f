import type { QuotaBucket as Bucket } from '@core/posting/quota-day';

/** Calls the emulator's control API (/__emulator/…) from tests, benchmarks and the demo. */
export function emulatorControl(baseUrl: string) {
  const post = (path: string, body: unknown = {}) =>
    fetch(`${baseUrl}/__emulator/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const get = async <T>(path: string) =>
    (await fetch(`${baseUrl}/__emulator/${path}`).then((r) => r.json())) as T;
  return {
    post,
    /** Every comment YouTube holds, with when it was stored. */
    comments: () =>
      get<
        {
          id: string;
          videoId: string;
          channelId: string;
          text: string;
          clientId: string;
          publishedAt: string;
          /** Replies added since it was posted: viewers' (control API) and channels' answers. */
          repliesAdded: { id: string; authorChannelId?: string; text: string }[];
        }[]
      >('comments'),
    /** When each Data API call of `method` reached the emulator, oldest first. */
    calls: (method: string) =>
      get<{ method: string; receivedAt: number; channelId?: string; videoId?: string }[]>(
        `calls?method=${encodeURIComponent(method)}`,
      ),
    playlists: (channelId?: string) =>
      get<{ id: string; title: string; channelId: string; videoCount: number }[]>(
        `playlists${channelId ? `?channelId=${encodeURIComponent(channelId)}` : ''}`,
      ),
    /** Each project's quota today: `used` and `limit` of the default bucket, and every bucket's. */
    quota: () =>
      get<{
        day: string;
        limit: number;
        limits: Record<Bucket, number>;
        projects: {
          project: string;
          used: number;
          limit: number;
          buckets: Record<Bucket, { used: number; limit: number }>;
          byMethod: Partial<Record<string, number>>;
        }[];
      }>('quota'),
  };
}
