import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WorkspaceSummary } from '@core/api/workspaces.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { workspaceChanged } from './workspaces';

/*
 * The workspace the session acts in, as a whole: PATCH, DELETE /api/workspace and
 * POST /api/workspace/leave.
 */

export function useRenameWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api<WorkspaceSummary>('/api/workspace', { method: 'PATCH', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workspaces }),
  });
}

/** The current workspace is gone from the person's list; the server fell back to their own. */
function fellBack(queryClient: QueryClient) {
  const list = queryClient.getQueryData<WorkspaceSummary[]>(queryKeys.workspaces) ?? [];
  queryClient.setQueryData(
    queryKeys.workspaces,
    list.filter((workspace) => !workspace.current),
  );
  workspaceChanged(
    queryClient,
    list.find((workspace) => workspace.personal),
  );
}

export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>('/api/workspace', { method: 'DELETE' }),
    onSuccess: () => fellBack(queryClient),
  });
}

export function useLeaveWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>('/api/workspace/leave', { method: 'POST' }),
    onSuccess: () => fellBack(queryClient),
  });
}
