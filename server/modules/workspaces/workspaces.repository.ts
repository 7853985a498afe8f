import { asc, eq, sql } from 'drizzle-orm';
import type { WorkspaceSummary } from '@core/api/workspaces.schema';
import { workspaceMembers, workspaces } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

/** The workspaces `userId` is a member of, with their role: their personal one first, then by name. */
export async function workspacesOf(db: Executor, userId: string): Promise<WorkspaceSummary[]> {
  const personal = sql<boolean>`${workspaces.personalOf} is not distinct from ${userId}::uuid`;
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      role: workspaceMembers.role,
      personal,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`${personal} desc`, asc(workspaces.name), asc(workspaces.id));
}
