import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationBody, Invitation } from '@core/api/workspaces.schema';
import { api } from '@web/lib/api-client';

const INVITATIONS_KEY = ['workspace', 'invitations'] as const;

/** GET /api/workspace/invitations: those not yet accepted (asked only by who manages members). */
export const useInvitations = () =>
  useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: () => api<Invitation[]>('/api/workspace/invitations'),
  });

function useInvitationMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

/** Emailed at once; the server refuses one for a member or when mail is off. */
export const useInvite = () =>
  useInvitationMutation((body: CreateInvitationBody) =>
    api<Invitation>('/api/workspace/invitations', { method: 'POST', body }),
  );

/** A new link, valid for another full week, emailed again. */
export const useResendInvitation = () =>
  useInvitationMutation((id: string) =>
    api<Invitation>(`/api/workspace/invitations/${id}/resend`, { method: 'POST' }),
  );

export const useRevokeInvitation = () =>
  useInvitationMutation((id: string) =>
    api<null>(`/api/workspace/invitations/${id}`, { method: 'DELETE' }),
  );
