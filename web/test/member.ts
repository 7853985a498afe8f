import type { User } from '@core/api/auth.schema';
import type { WorkspaceSummary } from '@core/api/workspaces.schema';
import type { Role } from '@core/workspaces/roles';
import { currentUserQueryOptions } from '../hooks/use-current-user';
import { createQueryClient } from '../lib/query-client';

export const ADA: User = {
  id: '0c9e8d7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
  email: 'ada@example.com',
  fullName: 'Ada',
  avatar: null,
  emailVerified: true,
  language: 'en',
  timeZone: null,
};

/** Ada's workspaces: her personal one, and the team's, where the session acts with `role`. */
export const workspacesAs = (role: Role): WorkspaceSummary[] => [
  { id: ADA.id, name: 'Ada', role: 'owner', personal: true, current: false },
  {
    id: '6a1f3c2e-8d4b-4f6a-9c1e-2b3d4e5f6a7b',
    name: 'Engines',
    role,
    personal: false,
    current: true,
  },
];

/**
 * The answer that says Ada's role, for a fake API (fake-fetch.ts): her workspaces, the team's
 * current, where she is `role`; undefined for any other address.
 */
export function memberAnswer(role: Role) {
  return (url: string) => (url === '/api/workspaces' ? workspacesAs(role) : undefined);
}

/** A cache that knows Ada is signed in, as the shell has asked before any signed-in page. */
export function signedInClient() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, ADA);
  return queryClient;
}
