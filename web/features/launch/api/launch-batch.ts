import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Batch, BatchPreview, LaunchBody } from '../../../../core/api/batches.schema';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What the confirmation shows; nothing is created. */
export const previewBatch = (body: LaunchBody) =>
  api<BatchPreview>('/api/batches/preview', { method: 'POST', body });

export const usePreviewBatch = () => useMutation({ mutationFn: previewBatch });

/** Only after the user confirmed (docs/responsible-use.md §1). */
export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LaunchBody) =>
      api<Batch>('/api/batches', { method: 'POST', body: { ...body, confirmed: true } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.batches }),
        queryClient.invalidateQueries({ queryKey: queryKeys.comments }),
      ]),
  });
}
