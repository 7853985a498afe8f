import type { FindPopularQuery, FoundPage } from '@core/api/find.schema';
import { api } from '@web/lib/api-client';
import { toQueryString } from './find-query';

/** A country's popular chart: 1 unit a page. */
export const fetchFindPopular = (query: FindPopularQuery) =>
  api<FoundPage>(`/api/find/popular?${toQueryString(query)}`);
