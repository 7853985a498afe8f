import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FindQuotaAnswer, TopicList } from '@core/api/find.schema';
import { api } from '@web/lib/api-client';
import type { LanguageCode } from '@web/i18n/languages';
import { findKeys, toQueryString } from './find-query';

export const fetchFindTopics = (regionCode: string | undefined, hl: LanguageCode) =>
  api<TopicList>(`/api/find/topics?${toQueryString({ regionCode, hl })}`);

/**
 * A country's topics in the interface language; they change seldom, and each read costs a unit:
 * the quota line follows what the answer says is left.
 */
export const findTopicsQueryOptions = (
  queryClient: QueryClient,
  regionCode: string | undefined,
  hl: LanguageCode,
) =>
  queryOptions({
    queryKey: findKeys.topics(regionCode, hl),
    queryFn: async () => {
      const topics = await fetchFindTopics(regionCode, hl);
      const quota = topics.quota;
      if (quota)
        queryClient.setQueryData<FindQuotaAnswer>(
          findKeys.quota,
          (old) => old && { ...old, quota },
        );
      return topics;
    },
    staleTime: Infinity,
    retry: false,
  });

export function useFindTopics(regionCode: string | undefined, hl: LanguageCode, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({ ...findTopicsQueryOptions(queryClient, regionCode, hl), enabled });
}
