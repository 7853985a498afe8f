import { useQuery } from '@tanstack/react-query';
import { can, type Permission, type Role } from '@core/workspaces/roles';
import { currentUserQueryOptions } from './use-current-user';
import { workspacesQueryOptions } from './use-workspaces';

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

/**
 * Whether the person's role allows `permission`, to show only the actions that will work. The
 * server decides all the same (route-permissions.ts): this keeps the screen honest, it guards
 * nothing.
 *
 * Allowed while the role is unknown (loading, or the list failed): most people act as the owner
 * of their own workspace, whose buttons must not blink in a moment after the page; a viewer may
 * see a button for that moment and, pressing it, be told no by the server.
 */
export function useCan(permission: Permission) {
  const role = useRole();
  return role === undefined || can(role, permission);
}
