import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, User } from '@core/api/auth.schema';
import { api } from '@web/lib/api-client';
import { switchUser } from '@web/hooks/use-current-user';

export const login = (body: LoginBody) => api<User>('/api/auth/login', { method: 'POST', body });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => switchUser(queryClient, user),
  });
}
