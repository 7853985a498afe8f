import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Profile,
  ChangePasswordBody,
  DeleteAccountBody,
  ForgotPasswordBody,
  Language,
  ResetPasswordBody,
  Session,
} from '@core/api/profile.schema';
import { api } from '@web/lib/api-client';
import { currentUserQueryOptions } from './current-user';

const ACCOUNT_KEY = ['account'] as const;
const SESSIONS_KEY = ['account', 'sessions'] as const;

export const useAccount = () =>
  useQuery({ queryKey: ACCOUNT_KEY, queryFn: () => api<Profile>('/api/account') });

export const useSessions = () =>
  useQuery({ queryKey: SESSIONS_KEY, queryFn: () => api<Session[]>('/api/account/sessions') });

/** Anonymous: the same answer whether or not the address has an account. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api<{ accepted: true }>('/api/auth/forgot-password', { method: 'POST', body }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api<null>('/api/auth/reset-password', { method: 'POST', body }),
  });

/** Whether a reset link still works (used, expired and unknown ones answer why not). */
export const useResetLinkCheck = (token: string) =>
  useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => api<null>('/api/auth/reset-password/check', { method: 'POST', body: { token } }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });

export const verifyEmail = (token: string) =>
  api<null>('/api/auth/verify-email', { method: 'POST', body: { token } });

export const useSendVerification = () =>
  useMutation({
    mutationFn: () => api<null>('/api/account/verify-email', { method: 'POST' }),
  });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api<null>('/api/account/password', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }),
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
