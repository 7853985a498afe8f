import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExport, ExportState } from '@core/api/export.schema';
import { api } from '@web/lib/api-client';

const EXPORT_KEY = ['account', 'export'] as const;
/** While it is being made, the card asks how it goes this often. */
const PREPARING_POLL_MS = 2_000;

export const useDataExport = () =>
  useQuery({
    queryKey: EXPORT_KEY,
    queryFn: () => api<ExportState>('/api/account/export'),
    refetchInterval: (query) =>
      query.state.data?.latest?.status === 'preparing' ? PREPARING_POLL_MS : false,
  });

export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<DataExport>('/api/account/export', { method: 'POST' }),
    onSuccess: (latest) => queryClient.setQueryData<ExportState>(EXPORT_KEY, { latest }),
  });
}

/** After the browser took the file: the card then says it was downloaded. */
export const useExportTaken = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: EXPORT_KEY });
};

export const exportDownloadUrl = (id: string) =>
  `/api/account/export/${encodeURIComponent(id)}/download`;
