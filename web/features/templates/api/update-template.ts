import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Template, UpdateTemplateBody } from '@core/api/templates.schema';
import { api } from '@web/lib/api-client';
import { refreshTemplates } from './refresh-templates';

export const updateTemplate = ({
  id,
  force,
  ...body
}: UpdateTemplateBody & { id: string; force?: boolean }) =>
  api<Template>(`/api/comment-templates/${id}${force ? '?force=true' : ''}`, {
    method: 'PATCH',
    body,
  });

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    onSuccess: () => refreshTemplates(queryClient),
  });
}
