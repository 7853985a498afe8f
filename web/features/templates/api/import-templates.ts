import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportBody, ImportResult } from '@core/api/templates.schema';
import { api } from '@web/lib/api-client';
import { refreshTemplates } from './refresh-templates';

export const importTemplates = (rows: ImportBody['rows']) =>
  api<ImportResult>('/api/comment-templates/import', { method: 'POST', body: { rows } });

export function useImportTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTemplates,
    onSuccess: () => refreshTemplates(queryClient),
  });
}
