import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credential } from '@core/api/credentials.schema';
import { api } from '@web/lib/api-client';
import { refreshCredentials } from './credentials';

export const setDefaultCredential = (id: string) =>
  api<Credential>(`/api/credentials/${id}/set-default`, { method: 'PATCH', body: {} });

export function useSetDefaultCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultCredential,
    onSuccess: () => refreshCredentials(queryClient),
  });
}
