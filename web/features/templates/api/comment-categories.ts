import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category } from '../../../../core/api/categories.schema';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshTemplates } from './templates';

const base = '/api/comment-categories';

/** SPEC §9: categories go stale after 60 s. */
export const commentCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.commentCategories,
    queryFn: () => api<Category[]>(base),
    staleTime: 60_000,
  });

export const useCommentCategories = () => useQuery(commentCategoriesQueryOptions());

/** Create, rename, delete: each refreshes the categories and the templates that show them. */
export function useCommentCategoryMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => refreshTemplates(queryClient);
  return {
    create: useMutation({
      mutationFn: (name: string) => api<Category>(base, { method: 'POST', body: { name } }),
      onSuccess,
    }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        api<Category>(`${base}/${id}`, { method: 'PATCH', body: { name } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api<void>(`${base}/${id}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}
