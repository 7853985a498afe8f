import { useQuery } from '@tanstack/react-query';
import type { Role } from '@core/workspaces/roles';
import { currentUserQueryOptions, workspacesQueryOptions } from './use-current-user';

/**
 * The person's role in the workspace the session acts in; undefined until known. It never asks
 * who is signed in (the shell does, before any signed-in page): it reads the answer, and then
 * the workspaces, which the header's switcher shares.
 */
export function useRole(): Role | undefined {
  const signedIn = !!useQuery({ ...currentUserQueryOptions(), enabled: false }).data;
  const workspaces = useQuery({ ...workspacesQueryOptions(), enabled: signedIn });
  return workspaces.data?.find((workspace) => workspace.current)?.role;
}
