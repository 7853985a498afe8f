import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceSettings } from '@core/api/approval.schema';
import { api } from '../lib/api-client';

/**
 * GET /api/workspace/settings: what an owner or admin decided for the workspace. Beside the
 * person: the shell reads whether batches wait for approval (the approvals' entry loads only
 * then), the workspace page changes it.
 */
export const workspaceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['workspace', 'settings'] as const,
    queryFn: () => api<WorkspaceSettings>('/api/workspace/settings'),
  });

/** Whether the workspace's editors' batches wait for approval; undefined until known. */
export const useApprovalRequired = (enabled = true) =>
  useQuery({ ...workspaceSettingsQueryOptions(), enabled }).data?.approvalRequired;
