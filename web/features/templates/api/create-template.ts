import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTemplateBody, Template } from '@core/api/templates.schema';
import { api } from '@web/lib/api-client';
import { refreshTemplates } from './refresh-templates';

/** `force`: the user saw the similar template and creates this one anyway. */
export const createTemplate = ({ force, ...body }: CreateTemplateBody & { force?: boolean }) =>
  api<Template>(`/api/comment-templates${force ? '?force=true' : ''}`, { method: 'POST', body });

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => refreshTemplates(queryClient),
  });
}
