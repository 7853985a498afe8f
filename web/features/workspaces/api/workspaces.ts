import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateWorkspaceBody, WorkspaceSummary } from '@core/api/workspaces.schema';
import { api } from '@web/lib/api-client';
import {
  currentUserQueryOptions,
  useCurrentUser,
  workspacesQueryOptions,
} from '@web/hooks/use-current-user';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/workspaces: the person's workspaces, their personal one first. */
export function useWorkspaces() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...workspacesQueryOptions(), enabled: isAuthenticated });
}

/** The workspace this session acts in, with the person's role there; undefined while loading. */
export function useCurrentWorkspace() {
  const workspaces = useWorkspaces();
  return { ...workspaces, data: workspaces.data?.find((workspace) => workspace.current) };
}

/** POST /api/workspaces: made, its maker its owner; the session stays where it is. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWorkspaceBody) =>
      api<WorkspaceSummary>('/api/workspaces', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workspaces }),
  });
}

/** PUT /api/session/workspace: the session acts in this workspace from now on. */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspaceId: string) =>
      api<WorkspaceSummary>('/api/session/workspace', { method: 'PUT', body: { workspaceId } }),
    onSuccess: (workspace) => workspaceChanged(queryClient, workspace),
  });
}

/** The person, their workspaces, and what an invitation's link offers: of no one workspace. */
const KEPT: readonly (readonly string[])[] = [
  currentUserQueryOptions().queryKey,
  queryKeys.workspaces,
  ['invitation'],
];
const startsWith = (key: readonly unknown[], prefix: readonly string[]) =>
  prefix.every((part, index) => key[index] === part);

/**
 * The session acts in another workspace (`current`, or the personal one the server fell back to
 * when it is not given): everything cached was about the one before, so none of it may show
 * again. Pages on screen ask again; the others ask when they next show. The person stays.
 */
export function workspaceChanged(queryClient: QueryClient, current?: WorkspaceSummary) {
  if (current) {
    const now = { ...current, current: true };
    queryClient.setQueryData<WorkspaceSummary[]>(queryKeys.workspaces, (list = []) => {
      const marked = list.map((workspace) =>
        workspace.id === now.id ? now : { ...workspace, current: false },
      );
      return list.some((workspace) => workspace.id === now.id) ? marked : [...marked, now];
    });
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.workspaces });
  void queryClient.resetQueries({
    predicate: (query) => !KEPT.some((key) => startsWith(query.queryKey, key)),
  });
}
