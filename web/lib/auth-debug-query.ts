import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthDebug } from '../../../../core/api/oauth.schema';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getAuthDebug = () => api<AuthDebug>('/api/auth/debug');

export const authDebugQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.authDebug, queryFn: getAuthDebug });

export const useAuthDebug = () => useQuery(authDebugQueryOptions());
