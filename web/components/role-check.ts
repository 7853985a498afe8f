import type { ReactNode } from 'react';
import { can, type Permission, type Role } from '@core/workspaces/roles';

/**
 * IfCan's check (if-can.tsx): a chunk of its own that imports only the rules, so that loading it
 * later moves nothing else out of the chunks a first screen loads.
 */
export default function RoleCheck({
  role,
  permission,
  children,
}: {
  role: Role;
  permission: Permission;
  children: ReactNode;
}) {
  return can(role, permission) ? children : null;
}
