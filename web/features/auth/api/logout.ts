import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { switchUser } from '@web/hooks/use-current-user';

export const logout = () => api<void>('/api/auth/logout', { method: 'POST' });

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => switchUser(queryClient, null),
  });
}
