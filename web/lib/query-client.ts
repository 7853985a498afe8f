import { QueryClient } from '@tanstack/react-query';

/** docs/product.md §9: what Launch reads (videos, templates, the reports' filters) keeps 60 s. */
export const LAUNCH_DATA_STALE_MS = 60_000;

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
