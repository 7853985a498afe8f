import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, UpdateSettingsBody } from '@core/api/settings.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const updateSettings = (body: UpdateSettingsBody) =>
  api<Settings>('/api/settings', { method: 'POST', body });

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.settings, settings),
  });
}
