import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkspaceSettings } from '@core/api/approval.schema';
import { api } from '@web/lib/api-client';

/**
 * GET /api/workspace/settings's cache key, the same as the layout's (app/layouts/approvals-entry.tsx). Written out, not shared:
 * a module for it became a chunk whose name the sign-in page's first load lists.
 */
const SETTINGS_KEY = ['workspace', 'settings'];

/**
 * GET /api/workspace/settings: what an owner or admin decided for the workspace. Under a shared
 * key: the layout reads whether batches wait for approval (layouts/approvals-entry.tsx).
 */
export const useWorkspaceSettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => api<WorkspaceSettings>('/api/workspace/settings'),
  });

/** PATCH /api/workspace/settings; the header's approvals entry follows at once. */
export function useChangeWorkspaceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<WorkspaceSettings>) =>
      api<WorkspaceSettings>('/api/workspace/settings', { method: 'PATCH', body }),
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
