import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@core/api/auth.schema';
import { api } from '../lib/api-client';
import { STORAGE_KEYS, writeStorage } from '../lib/storage';

/** The next first load reads it to fetch a signed-in page early, or not (app/router.tsx). */
function rememberSignedIn(user: User | null) {
  writeStorage(STORAGE_KEYS.signedIn, user ? 'yes' : 'no');
  return user;
}

export const getCurrentUser = () =>
  api<User | null>('/api/auth/current-user', { on401: 'returnNull' }).then(rememberSignedIn);

/** docs/product.md §9: the current user is cached 5 minutes and never retried. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'current-user'],
    queryFn: getCurrentUser,
    staleTime: 300_000,
    retry: false,
  });

/** Loading, then a user (signed in) or null (anonymous; an error counts as anonymous). */
export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return { user, isAuthenticated: user !== null, isLoading: query.isLoading, error: query.error };
}

/**
 * After sign-in, registration or logout: another person may have been signed in before, so no
 * cached data may outlive the switch.
 */
export function switchUser(queryClient: QueryClient, user: User | null) {
  queryClient.clear();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, rememberSignedIn(user));
}
