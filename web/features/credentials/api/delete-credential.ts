import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshCredentials } from './credentials';

export const deleteCredential = (id: string) =>
  api<void>(`/api/credentials/${id}`, { method: 'DELETE' });

export function useDeleteCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCredential,
    onSuccess: () => refreshCredentials(queryClient),
  });
}
