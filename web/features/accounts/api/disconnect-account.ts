import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevokeResult } from '../../../../core/api/accounts.schema';
import { api } from '../../../lib/api-client';
import { refreshAccounts } from './accounts';

export const disconnectAccount = (id: string) =>
  api<RevokeResult>(`/api/accounts/${id}`, { method: 'DELETE' });

export function useDisconnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectAccount,
    onSuccess: () => refreshAccounts(queryClient),
  });
}
