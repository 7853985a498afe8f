import { lazy, Suspense, type ReactNode } from 'react';
import type { Permission } from '@core/workspaces/roles';
import { useRole } from '../hooks/use-role';

// The rules alone, a chunk that imports nothing: loaded once a role is known.
const RoleCheck = lazy(() => import('./role-check'));

/**
 * Its children only when the person's role allows `permission`, as useCan decides
 * (web/hooks/use-can.ts), for the actions of a screen whose first load is budgeted
 * (docs/performance.md §4): the rules load after the role is known, not with the screen. Until
 * then the children show, as useCan allows while the role is not known.
 */
export function IfCan({ permission, children }: { permission: Permission; children: ReactNode }) {
  const role = useRole();
  if (role === undefined) return children;
  return (
    <Suspense fallback={children}>
      <RoleCheck role={role} permission={permission}>
        {children}
      </RoleCheck>
    </Suspense>
  );
}
