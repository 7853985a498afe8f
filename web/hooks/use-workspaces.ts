import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceSummary } from '@core/api/workspaces.schema';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { useCurrentUser } from './use-current-user';

/**
 * GET /api/workspaces: the person's workspaces, their personal one first. Shared: every feature
 * asks what the person's role lets them do (use-can.ts), and features never import each other.
 */
export const workspacesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.workspaces,
    queryFn: () => api<WorkspaceSummary[]>('/api/workspaces'),
  });

export function useWorkspaces() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...workspacesQueryOptions(), enabled: isAuthenticated });
}

/** The workspace this session acts in, with the person's role there; undefined while loading. */
export function useCurrentWorkspace() {
  const workspaces = useWorkspaces();
  return { ...workspaces, data: workspaces.data?.find((workspace) => workspace.current) };
}
