import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '@core/api/audit.schema';
import { api } from '@web/lib/api-client';

/** A page of the log: 50 events, as the server's default. */
const PAGE_SIZE = 50;

/**
 * GET /api/audit with the screen's query (lib/audit-filters.ts), newest first, a page at a time:
 * each next page starts below the last event's id (`nextBefore`).
 */
export function useAuditEvents(query: URLSearchParams) {
  const base = query.toString();
  return useInfiniteQuery({
    queryKey: ['audit', base],
    queryFn: ({ pageParam }) => {
      const page = new URLSearchParams(query);
      page.set('limit', String(PAGE_SIZE));
      if (pageParam) page.set('before', pageParam);
      return api<AuditPage>(`/api/audit?${page.toString()}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

/** GET /api/audit/export: the same filters, every event, as a CSV file the browser downloads. */
export const auditCsvUrl = (query: URLSearchParams) => {
  const search = query.toString();
  return search ? `/api/audit/export?${search}` : '/api/audit/export';
};
