import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { WorkspaceSettings } from '@core/api/approval.schema';
import { api } from '@web/lib/api-client';

/**
 * GET /api/workspace/settings's cache key, the same as the workspace page's (features/workspaces/api/workspace-settings.ts). Written out, not shared:
 * a module for it became a chunk whose name the sign-in page's first load lists.
 */
const SETTINGS_KEY = ['workspace', 'settings'];

// Its code and words load only where batches wait for approval: never on a first screen.
const ApprovalsHeaderLink = lazy(() => import('@web/features/approvals/components/approvals-nav'));

/**
 * The header's way to the approval queue, for owners and admins where editors' batches wait.
 * It asks for the settings itself, under the key the workspace page shares
 * (features/workspaces/api/workspace-settings.ts): a module shared with that page became a chunk
 * of its own on the dashboard's first screen (0.27 kB, docs/performance.md §4).
 */
export function ApprovalsEntry() {
  const asked = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => api<WorkspaceSettings>('/api/workspace/settings'),
  }).data?.approvalRequired;
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ApprovalsHeaderLink />
    </Suspense>
  );
}
