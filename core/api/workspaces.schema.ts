import { z } from 'zod';
import { ROLES } from '../workspaces/roles';

export const roleSchema = z.enum(ROLES);

/** One of the signed-in person's workspaces, with their role in it. */
export const workspaceSummarySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  role: roleSchema,
  /** Their personal workspace, which every person has (its id is theirs). */
  personal: z.boolean(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

/** GET /api/workspaces: the person's workspaces, their personal one first, then by name. */
export const workspaceListSchema = z.array(workspaceSummarySchema);
