import type { FindSourceQuery, FoundPage } from '@core/api/find.schema';
import { api } from '@web/lib/api-client';
import { toQueryString } from './find-query';

/** A channel's uploads or a playlist's videos: 2 units a page. */
export const fetchFindSource = (query: FindSourceQuery) =>
  api<FoundPage>(`/api/find/source?${toQueryString(query)}`);
