import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ImportBody,
  ImportPreview,
  ImportResult,
} from '../../../../core/api/templates.schema';
import { api } from '../../../lib/api-client';
import { refreshTemplates } from './templates';

type Rows = ImportBody['rows'];

/** What the server would do with the rows: the dialog's Valid and Duplicates tabs. */
export const previewImport = (rows: Rows) =>
  api<ImportPreview>('/api/comment-templates/import', {
    method: 'POST',
    body: { rows, dryRun: true },
  });

export const importTemplates = (rows: Rows) =>
  api<ImportResult>('/api/comment-templates/import', { method: 'POST', body: { rows } });

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });

export function useImportTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTemplates,
    onSuccess: () => refreshTemplates(queryClient),
  });
}
