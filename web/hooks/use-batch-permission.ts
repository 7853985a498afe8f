import { useQuery } from '@tanstack/react-query';
import type { Permission } from '@core/workspaces/roles';
import { currentUserQueryOptions } from '@web/hooks/use-current-user';

/**
 * What pausing, cancelling or moving a batch, or posting its comments again, needs
 * (server/modules/batches/batch-actor.ts mayControl): its author's own batches.write, anyone
 * else's batches.manageAny; a batch whose author went (null) is anyone else's. `undefined`: no
 * batch (a comment recorded alone), batches.write. It reads who is signed in as the shell asked (use-role.ts does the same), never asks.
 */
export function useBatchPermission(createdBy: string | null | undefined): Permission {
  const user = useQuery({ ...currentUserQueryOptions(), enabled: false }).data;
  if (createdBy === undefined || (user && createdBy === user.id)) return 'batches.write';
  return 'batches.manageAny';
}
