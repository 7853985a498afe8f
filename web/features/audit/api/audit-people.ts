import { useQuery } from '@tanstack/react-query';
import type { Member } from '@core/api/workspaces.schema';
import { api } from '@web/lib/api-client';

/**
 * GET /api/workspace/members, for the person filter. A key of its own rather than one in
 * web/lib/query-keys.ts, which every first visit loads.
 */
export const useAuditPeople = () =>
  useQuery({
    queryKey: ['audit', 'people'],
    queryFn: () => api<Member[]>('/api/workspace/members'),
  });
