import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Profile,
  ChangePasswordBody,
  DeleteAccountBody,
  Language,
  Session,
} from '@core/api/profile.schema';
import { api } from '@web/lib/api-client';
import { currentUserQueryOptions } from '@web/hooks/use-current-user';

const PROFILE_KEY = ['account'] as const;
const SESSIONS_KEY = ['account', 'sessions'] as const;

/** The signed-in person: GET /api/account. */
export const useProfile = () =>
  useQuery({ queryKey: PROFILE_KEY, queryFn: () => api<Profile>('/api/account') });

export const useSessions = () =>
  useQuery({ queryKey: SESSIONS_KEY, queryFn: () => api<Session[]>('/api/account/sessions') });

export const useSendVerification = () =>
  useMutation({
    mutationFn: () => api<null>('/api/account/verify-email', { method: 'POST' }),
  });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api<null>('/api/account/password', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/account/sessions/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ signedOut: number }>('/api/account/sessions/sign-out-others', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** The emails follow the app's language: told when the user picks another. */
export function useRememberLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { language: Language; timeZone: string }) =>
      api<null>('/api/account/language', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries(currentUserQueryOptions()),
  });
}

/** Deletes the account for good; the session ends with it. */
export const deleteAccount = (body: DeleteAccountBody) =>
  api<{ channelsRevoked: number }>('/api/account/delete', { method: 'POST', body });
