import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationPreview, WorkspaceSummary } from '@core/api/workspaces.schema';
import { api } from '@web/lib/api-client';
import { workspaceChanged } from './workspaces';

/*
 * The link an invitation's email holds, opened signed in or not: POST /api/invitations/preview
 * and /accept.
 */

/** What the invitation offers; a used, revoked or expired one answers INVITATION_INVALID. */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    queryFn: () =>
      api<InvitationPreview>('/api/invitations/preview', { method: 'POST', body: { token } }),
    enabled: token !== '',
  });

/** Joins the workspace; the session acts in it from then on. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<WorkspaceSummary>('/api/invitations/accept', { method: 'POST', body: { token } }),
    onSuccess: (workspace) => workspaceChanged(queryClient, workspace),
  });
}
