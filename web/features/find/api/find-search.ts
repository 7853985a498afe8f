import type { FindSearchQuery, FoundPage } from '@core/api/find.schema';
import { api } from '@web/lib/api-client';
import { toQueryString } from './find-query';

/** YouTube's search: 101 units a page. */
export const fetchFindSearch = (query: FindSearchQuery) =>
  api<FoundPage>(`/api/find/search?${toQueryString(query)}`);
