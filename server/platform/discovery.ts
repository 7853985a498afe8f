import type { youtube_v3 } from '@googleapis/youtube';
import { guarded, PlatformError } from './platform-error';
import type { DiscoveryCalls, Page } from './platform.types';
import type { YouTube } from './youtube-api';
import { toPlatformVideo } from './youtube-shapes';

/** search.list, charts and playlistItems.list give at most 50 a page. */
export const FIND_PAGE_SIZE = 50;

const page = <T>(items: T[], nextPageToken: string | null | undefined): Page<T> => ({
  items,
  nextPageToken: nextPageToken ?? null,
});

/**
 * The calls of the Find feature (docs/product.md §2), for one YouTube client (a channel's grant or the
 * server's API key). Each costs quota, failed ones too, so the library never repeats one on its
 * own (`retry: false`): every call that leaves was reserved in the ledger first.
 */
export function discoveryCalls(yt: YouTube, timeout: number): DiscoveryCalls {
  const options = { retry: false, timeout };
  return {
    search: (params) =>
      guarded('search.list', true, async () => {
        const { data } = await yt.search.list(
          {
            part: ['snippet'],
            type: ['video'],
            maxResults: FIND_PAGE_SIZE,
            ...params,
            videoDuration: params.videoDuration === 'any' ? undefined : params.videoDuration,
          },
          options,
        );
        const ids = (data.items ?? []).flatMap((item) =>
          item.id?.videoId ? [item.id.videoId] : [],
        );
        return page(ids, data.nextPageToken);
      }),

    /** Statistics and durations come with the details. */
    details: (ids) =>
      guarded('videos.list', true, async () => {
        const { data } = await yt.videos.list(
          {
            part: ['snippet', 'statistics', 'contentDetails'],
            id: ids.slice(0, FIND_PAGE_SIZE),
            maxResults: FIND_PAGE_SIZE,
          },
          options,
        );
        return (data.items ?? []).map(toPlatformVideo);
      }),

    /** Statistics come with the chart. */
    popular: (params) =>
      guarded('videos.list', true, async () => {
        const { data } = await yt.videos.list(
          {
            part: ['snippet', 'statistics', 'contentDetails'],
            chart: 'mostPopular',
            maxResults: FIND_PAGE_SIZE,
            ...params,
          },
          options,
        );
        return page((data.items ?? []).map(toPlatformVideo), data.nextPageToken);
      }),

    topics: (regionCode, hl) =>
      guarded('videoCategories.list', true, async () => {
        const { data } = await yt.videoCategories.list(
          { part: ['snippet'], regionCode, hl },
          options,
        );
        return (data.items ?? []).flatMap((item) =>
          item.id && item.snippet?.assignable
            ? [{ id: item.id, title: item.snippet.title ?? item.id }]
            : [],
        );
      }),

    channelByHandle: (handle) =>
      guarded('channels.list', true, async () => {
        const { data } = await yt.channels.list(
          { part: ['snippet', 'contentDetails'], forHandle: handle },
          options,
        );
        return uploadsOf(data.items?.[0]);
      }),

    playlistPage: (playlistId, pageToken) =>
      guarded('playlistItems.list', true, async () => {
        const { data } = await yt.playlistItems.list(
          {
            part: ['snippet', 'contentDetails'],
            playlistId,
            maxResults: FIND_PAGE_SIZE,
            pageToken,
          },
          options,
        );
        const ids = (data.items ?? []).flatMap((item) =>
          item.contentDetails?.videoId ? [item.contentDetails.videoId] : [],
        );
        return {
          ...page(ids, data.nextPageToken),
          channelTitle: data.items?.[0]?.snippet?.channelTitle ?? null,
        };
      }),
  };
}

/**
 * A channel's uploads playlist, named after it (`UC…` becomes `UU…`): a channel link with an id
 * needs no channels.list call.
 */
export const uploadsPlaylistOf = (channelId: string) => `UU${channelId.slice(2)}`;

/** YouTube answers an unknown handle with no items, not an error: made one here. */
function uploadsOf(item: youtube_v3.Schema$Channel | undefined) {
  const uploads = item?.contentDetails?.relatedPlaylists?.uploads;
  if (!item?.id || !uploads)
    throw new PlatformError('permanent', 'channelNotFound', 'YouTube has no such channel.', 404);
  return { title: item.snippet?.title ?? item.id, uploadsPlaylistId: uploads };
}
