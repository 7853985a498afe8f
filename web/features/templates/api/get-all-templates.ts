import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Template } from '@core/api/templates.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getAllTemplates = () => api<Template[]>('/api/comment-templates');

/** Every template, in order (reorder mode needs them all). */
export const allTemplatesQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.commentTemplates, 'all'], queryFn: getAllTemplates });

export const useAllTemplates = (enabled = true) =>
  useQuery({ ...allTemplatesQueryOptions(), enabled });
