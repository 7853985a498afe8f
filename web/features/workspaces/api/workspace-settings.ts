import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkspaceSettings } from '@core/api/approval.schema';
import { workspaceSettingsQueryOptions } from '@web/hooks/use-workspace-settings';
import { api } from '@web/lib/api-client';

export const useWorkspaceSettings = () => useQuery(workspaceSettingsQueryOptions());

/** PATCH /api/workspace/settings; the shell's approvals entry follows at once. */
export function useChangeWorkspaceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<WorkspaceSettings>) =>
      api<WorkspaceSettings>('/api/workspace/settings', { method: 'PATCH', body }),
    onSuccess: (settings) =>
      queryClient.setQueryData(workspaceSettingsQueryOptions().queryKey, settings),
  });
}
