import { useMutation, useQuery } from '@tanstack/react-query';
import type { ForgotPasswordBody, ResetPasswordBody } from '@core/api/email-links.schema';
import { api } from '@web/lib/api-client';

/*
 * The links the server emails (a forgotten password, an address to confirm), opened in any
 * browser, signed in or not: the server's modules/auth/email-links.routes.ts.
 */

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
