import { QueryClient } from '@tanstack/react-query';

/**
 * docs/product.md §9: data never goes stale by itself, no refetch on focus, no polling, no retries.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
