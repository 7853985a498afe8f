import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClearAccountsResult } from '@core/api/channels.schema';
import { api } from '@web/lib/api-client';
import { refreshAccounts } from './channels';

export const clearAccounts = () =>
  api<ClearAccountsResult>('/api/auth/clear-accounts', { method: 'POST' });

export function useClearAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAccounts,
    onSuccess: () => refreshAccounts(queryClient),
  });
}
