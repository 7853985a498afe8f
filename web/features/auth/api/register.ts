import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody, User } from '@core/api/auth.schema';
import { api } from '@web/lib/api-client';
import { switchUser } from '@web/hooks/use-current-user';

export const register = (body: RegisterBody) =>
  api<User>('/api/auth/register', { method: 'POST', body });

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => switchUser(queryClient, user),
  });
}
