import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AuthDebug } from '@core/api/oauth.schema';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** The server's sign-in setup: the redirect URI and client id to register at Google, and more. */
export const getAuthDebug = () => api<AuthDebug>('/api/auth/debug');

/** What /oauth-debug shows. */
export const authDebugQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.authDebug, queryFn: getAuthDebug });

export const useAuthDebug = () => useQuery(authDebugQueryOptions());

/** Settings' "Test Auth": asks the server afresh on each press, never answers from the cache. */
export const useTestAuthDebug = () => useMutation({ mutationFn: getAuthDebug });
