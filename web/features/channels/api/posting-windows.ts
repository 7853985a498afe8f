import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Windows, WindowsBody } from '@core/api/posting-windows.schema';
import { api } from '@web/lib/api-client';
import { refreshAccounts } from './channels';

/** docs/schedules.md §2: a channel's posting windows, saved, or back to always open. */
export function useSaveWindows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, windows }: { id: string; windows: WindowsBody | null }) =>
      windows
        ? api<Windows>(`/api/accounts/${id}/windows`, { method: 'PUT', body: windows })
        : api<Windows>(`/api/accounts/${id}/windows`, { method: 'DELETE' }),
    onSuccess: () => refreshAccounts(queryClient),
  });
}
