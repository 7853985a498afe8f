import { can, type Permission } from '@core/workspaces/roles';
import { useRole } from './use-role';

/**
 * Whether the person's role allows `permission`, to show only the actions that will work. The
 * server decides all the same (route-permissions.ts): this keeps the screen honest, it guards
 * nothing. A screen whose first load is budgeted shows its actions through IfCan instead
 * (web/components/if-can.tsx), which loads these rules later.
 *
 * Allowed while the role is unknown (loading, or the list failed): most people act as the owner
 * of their own workspace, whose buttons must not blink in a moment after the page; a viewer may
 * see a button for that moment and, pressing it, be told no by the server.
 */
export function useCan(permission: Permission) {
  const role = useRole();
  return role === undefined || can(role, permission);
}
