import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Channel } from '@core/api/channels.schema';
import { api } from '@web/lib/api-client';
import { refreshAccounts } from './channels';

/** Asks Google whether the channel's grant still works (its "token health"). */
export const checkAccount = (id: string) =>
  api<Channel>(`/api/accounts/${id}/check`, { method: 'POST' });

export function useCheckAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkAccount,
    onSettled: () => refreshAccounts(queryClient),
  });
}
