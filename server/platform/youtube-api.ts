import { youtube, type youtube_v3 } from '@googleapis/youtube';
import type { OAuth2Client } from 'google-auth-library';
import { IDS_PER_READ } from '@core/posting/quota-day';
import { mapWithConcurrency } from './concurrency';
import { guarded } from './platform-error';
import type { DetailReads } from './platform.types';
import { toChannelOrFail, toPlatformStats, toPlatformVideo } from './youtube-shapes';

export type YouTube = youtube_v3.Youtube;

/** The YouTube Data API at our address (the emulator's, or Google's), with a key or a grant. */
export const youtubeApi = (rootUrl: string, auth: OAuth2Client | string): YouTube =>
  youtube({ version: 'v3', auth, rootUrl });

/**
 * Video and channel details for one YouTube client: `ids` in chunks of 50 (the most one list call
 * takes), `concurrency` calls at a time, results in the order asked for.
 */
export function detailReads(yt: YouTube, timeout: number, concurrency: number): DetailReads {
  async function inChunks<T>(ids: string[], call: (chunk: string[]) => Promise<T[]>) {
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_READ) chunks.push(ids.slice(i, i + IDS_PER_READ));
    const results = await mapWithConcurrency(chunks, concurrency, (chunk) =>
      guarded(true, () => call(chunk)),
    );
    return results.flat();
  }

  return {
    listVideos: (ids) =>
      inChunks(ids, async (chunk) => {
        const { data } = await yt.videos.list(
          {
            part: ['snippet', 'statistics', 'contentDetails'],
            id: chunk,
            maxResults: IDS_PER_READ,
          },
          { timeout },
        );
        return (data.items ?? []).map(toPlatformVideo);
      }),

    /** For the avatars on video cards. */
    listChannels: (ids) =>
      inChunks(ids, async (chunk) => {
        const { data } = await yt.channels.list(
          { part: ['snippet'], id: chunk, maxResults: IDS_PER_READ },
          { timeout },
        );
        return (data.items ?? []).flatMap((item) => (item.id ? [toChannelOrFail(item)] : []));
      }),

    /**
     * The refresh's counts (docs/platform.md §7): the official client (35.0.0) has the method, at
     * `videos:batchGetStats`. Never repeated by the library: a call costs quota, failed ones too.
     */
    videoStats: (ids) =>
      inChunks(ids, async (chunk) => {
        const { data } = await yt.videos.batchGetStats(
          { part: ['statistics'], id: chunk },
          { timeout, retry: false },
        );
        return (data.items ?? []).flatMap((item) => (item.id ? [toPlatformStats(item)] : []));
      }),
  };
}
