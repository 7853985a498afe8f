import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Category } from '@core/api/categories.schema';
import { api } from '../lib/api-client';

/** docs/product.md §9: categories go stale after 60 s. */
export const categoriesQueryOptions = (path: string, queryKey: QueryKey) =>
  queryOptions({ queryKey, queryFn: () => api<Category[]>(path), staleTime: 60_000 });

export const useCategoriesQuery = (path: string, queryKey: QueryKey) =>
  useQuery(categoriesQueryOptions(path, queryKey));

/**
 * Create, rename, delete a category of `path` (/api/comment-categories, /api/video-categories);
 * each refreshes what `refresh` names (the categories and what shows them).
 */
export function useCategoryMutations(path: string, refresh: QueryKey[]) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return {
    create: useMutation({
      mutationFn: (name: string) => api<Category>(path, { method: 'POST', body: { name } }),
      onSuccess,
    }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        api<Category>(`${path}/${id}`, { method: 'PATCH', body: { name } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api<void>(`${path}/${id}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}
