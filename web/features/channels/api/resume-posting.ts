import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Channel } from '@core/api/channels.schema';
import { api } from '@web/lib/api-client';
import { refreshAccounts } from './channels';

/** A paused channel posts again (docs/responsible-use.md §3, docs/visibility.md). */
export function useResumePosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<Channel>(`/api/accounts/${id}/resume-posting`, { method: 'POST' }),
    onSettled: () => refreshAccounts(queryClient),
  });
}
