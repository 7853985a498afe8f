import { useMutation } from '@tanstack/react-query';
import type { AuthDebug } from '../../../../core/api/oauth.schema';
import { api } from '../../../lib/api-client';

/** "Test Auth": asks the server for its sign-in setup, fresh each time (never a cached answer). */
export const testAuth = () => api<AuthDebug>('/api/auth/debug');

export const useTestAuth = () => useMutation({ mutationFn: testAuth });
