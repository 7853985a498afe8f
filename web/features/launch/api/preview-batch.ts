import { useMutation } from '@tanstack/react-query';
import type { BatchPreview, LaunchBody } from '@core/api/batches.schema';
import { api } from '@web/lib/api-client';

/** What the confirmation shows; nothing is created. */
export const previewBatch = (body: LaunchBody) =>
  api<BatchPreview>('/api/batches/preview', { method: 'POST', body });

export const usePreviewBatch = () => useMutation({ mutationFn: previewBatch });
