import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCredentialBody, Credential } from '@core/api/credentials.schema';
import { api } from '@web/lib/api-client';
import { refreshCredentials } from './credentials';

export const createCredential = (body: CreateCredentialBody) =>
  api<Credential>('/api/credentials', { method: 'POST', body });

export function useCreateCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCredential,
    onSuccess: () => refreshCredentials(queryClient),
  });
}
