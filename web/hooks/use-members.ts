import { useQuery } from '@tanstack/react-query';
import type { Member } from '@core/api/workspaces.schema';
import { api } from '../lib/api-client';

/**
 * The members' cache key: the Workspace page changes the list under it, and the audit log's
 * person filter and the inbox's "Given to" read it.
 */
export const MEMBERS_KEY = ['workspace', 'members'] as const;

/** GET /api/workspace/members: everyone in the current workspace, the person among them. */
export const useMembers = () =>
  useQuery({ queryKey: MEMBERS_KEY, queryFn: () => api<Member[]>('/api/workspace/members') });
