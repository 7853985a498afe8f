import type { youtube, youtube_v3 } from '@googleapis/youtube';
import { PlatformError } from './platform-error';

/** search.list, charts and playlistItems.list give at most 50 a page. */
export const FIND_PAGE_SIZE = 50;

type YouTube = ReturnType<typeof youtube>;
type Guard = <T>(idempotent: boolean, run: () => Promise<T>) => Promise<T>;

export interface SearchParams {
  q: string;
  regionCode?: string;
  relevanceLanguage?: string;
  videoCategoryId?: string;
  videoDuration?: 'any' | 'short' | 'medium' | 'long';
  /** RFC 3339. */
  publishedAfter?: string;
  order?: 'relevance' | 'date' | 'viewCount';
  pageToken?: string;
}

const page = <T>(items: T[], nextPageToken: string | null | undefined) => ({
  items,
  nextPageToken: nextPageToken ?? null,
});

/**
 * The calls of the Find feature (docs/product.md §2), for one YouTube client (a channel's grant or the
 * server's API key). Each costs quota, failed ones too, so the library never repeats one on its
 * own (`retry: false`): every call that leaves was reserved in the ledger first.
 */
export function discoveryCalls(yt: YouTube, guard: Guard, timeout: number) {
  const options = { retry: false, timeout };
  return {
    /** search.list (100 units): the ids of one page of videos, in YouTube's order. */
    search: (params: SearchParams) =>
      guard(true, async () => {
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

    /** videos.list for one page's ids (1 unit): statistics and durations, ids YouTube lost left out. */
    details: (ids: string[]) =>
      guard(true, async () => {
        const { data } = await yt.videos.list(
          {
            part: ['snippet', 'statistics', 'contentDetails'],
            id: ids.slice(0, FIND_PAGE_SIZE),
            maxResults: FIND_PAGE_SIZE,
          },
          options,
        );
        return data.items ?? [];
      }),

    /** videos.list chart=mostPopular (1 unit): statistics come with it. */
    popular: (params: { regionCode?: string; videoCategoryId?: string; pageToken?: string }) =>
      guard(true, async () => {
        const { data } = await yt.videos.list(
          {
            part: ['snippet', 'statistics', 'contentDetails'],
            chart: 'mostPopular',
            maxResults: FIND_PAGE_SIZE,
            ...params,
          },
          options,
        );
        return page(data.items ?? [], data.nextPageToken);
      }),

    /** videoCategories.list (1 unit): only the categories a video can be given. */
    topics: (regionCode: string, hl: string) =>
      guard(true, async () => {
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

    /** channels.list by handle (1 unit): the channel's name and its uploads playlist. */
    channelByHandle: (handle: string) =>
      guard(true, async () => {
        const { data } = await yt.channels.list(
          { part: ['snippet', 'contentDetails'], forHandle: handle },
          options,
        );
        return uploadsOf(data.items?.[0]);
      }),

    /**
     * playlistItems.list (1 unit): one page of a playlist's video ids, newest first, and the name
     * of the channel the playlist belongs to (null when the page is empty).
     */
    playlistPage: (playlistId: string, pageToken?: string) =>
      guard(true, async () => {
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

export type DiscoveryCalls = ReturnType<typeof discoveryCalls>;

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
