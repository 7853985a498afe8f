import {
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  FindPopularQuery,
  FindQuotaAnswer,
  FindSearchQuery,
  FindSourceQuery,
  FoundPage,
} from '@core/api/find.schema';
import { fetchFindPopular } from './find-popular';
import { findKeys } from './find-query';
import { fetchFindSearch } from './find-search';
import { fetchFindSource } from './find-source';

/** One way of finding with its query (the filters included, the page token left out). */
export type FindRequest =
  | { kind: 'search'; query: FindSearchQuery }
  | { kind: 'popular'; query: FindPopularQuery }
  | { kind: 'source'; query: FindSourceQuery };

function fetchPage(request: FindRequest, pageToken: string | undefined) {
  switch (request.kind) {
    case 'search':
      return fetchFindSearch({ ...request.query, pageToken });
    case 'popular':
      return fetchFindPopular({ ...request.query, pageToken });
    case 'source':
      return fetchFindSource({ ...request.query, pageToken });
  }
}

/** Each answer says what is left: the line above the form follows it without another read. */
function followQuota(queryClient: QueryClient, quota: FoundPage['quota']) {
  queryClient.setQueryData<FindQuotaAnswer>(findKeys.quota, (old) => old && { ...old, quota });
}

/**
 * The pages of one search, run when the user asks (`run` counts the presses of Search, so
 * the same search asked again is searched again). Pages accumulate with Load more; a page that
 * fails leaves the pages before it. Never refetched by itself: every page costs quota.
 */
export function useFoundPages(request: FindRequest | null, run: number) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: findKeys.pages(request ?? {}, run),
    queryFn: async ({ pageParam }) => {
      try {
        const page = await fetchPage(request!, pageParam);
        followQuota(queryClient, page.quota);
        return page;
      } catch (error) {
        // The quota may be what failed: read it again.
        void queryClient.invalidateQueries({ queryKey: findKeys.quota });
        throw error;
      }
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageToken ?? undefined,
    enabled: !!request,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Marks found videos as saved in every search held, once they are in the collection. */
export function markFoundSaved(queryClient: QueryClient, videoIds: readonly string[]) {
  const ids = new Set(videoIds);
  queryClient.setQueriesData<InfiniteData<FoundPage>>(
    { queryKey: [...findKeys.all, 'pages'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) =>
            ids.has(item.videoId) ? { ...item, saved: true } : item,
          ),
        })),
      },
  );
}
