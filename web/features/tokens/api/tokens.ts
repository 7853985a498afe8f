import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CreatedToken, CreateTokenBody } from '@core/api/tokens.schema';
import { api } from '@web/lib/api-client';

/** The person's tokens in the workspace they act in: a switch clears every query, this one too. */
const KEY = ['tokens'] as const;

export const useTokens = () =>
  useQuery({ queryKey: KEY, queryFn: () => api<ApiToken[]>('/api/tokens') });

function useTokenMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useCreateToken = () =>
  useTokenMutation((body: CreateTokenBody) =>
    api<CreatedToken>('/api/tokens', { method: 'POST', body }),
  );

export const useRevokeToken = () =>
  useTokenMutation((id: string) => api<null>(`/api/tokens/${id}`, { method: 'DELETE' }));
