import { useMutation } from '@tanstack/react-query';
import type { ImportBody, ImportPreview } from '@core/api/templates.schema';
import { api } from '@web/lib/api-client';

/** What the server would do with the rows: the dialog's Valid and Duplicates tabs. */
export const previewTemplateImport = (rows: ImportBody['rows']) =>
  api<ImportPreview>('/api/comment-templates/import', {
    method: 'POST',
    body: { rows, dryRun: true },
  });

export const usePreviewTemplateImport = () => useMutation({ mutationFn: previewTemplateImport });
