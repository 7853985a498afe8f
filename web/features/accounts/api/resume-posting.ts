import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account } from '../../../../core/api/accounts.schema';
import { api } from '../../../lib/api-client';
import { refreshAccounts } from './accounts';

/** A paused channel posts again (docs/responsible-use.md §3, docs/visibility.md). */
export function useResumePosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<Account>(`/api/accounts/${id}/resume-posting`, { method: 'POST' }),
    onSettled: () => refreshAccounts(queryClient),
  });
}
