import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevokeResult } from '@core/api/channels.schema';
import { api } from '@web/lib/api-client';
import { refreshAccounts } from './channels';

export const disconnectAccount = (id: string) =>
  api<RevokeResult>(`/api/accounts/${id}`, { method: 'DELETE' });

export function useDisconnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectAccount,
    onSuccess: () => refreshAccounts(queryClient),
  });
}
