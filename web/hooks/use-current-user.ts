import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@core/api/auth.schema';
import type { WorkspaceSummary } from '@core/api/workspaces.schema';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
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

/**
 * GET /api/workspaces: the person's workspaces, their personal one first, the session's marked.
 * Beside the person, in the shell: the workspaces feature lists them, and every feature reads
 * the role there from them (use-role.ts). In a module of its own, the bundler took the query
 * keys out of the shell's chunk: 0.5 kB more on both first screens (docs/performance.md §4).
 */
export const workspacesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.workspaces,
    queryFn: () => api<WorkspaceSummary[]>('/api/workspaces'),
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
