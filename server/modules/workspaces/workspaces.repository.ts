import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { WorkspaceSummary } from '@core/api/workspaces.schema';
import type { Role } from '@core/workspaces/roles';
import { sessions, workspaceMembers, workspaces } from '@server/db/schema';
import type { Executor, Tx } from '@server/db/transaction';

/**
 * The workspaces `userId` is a member of, with their role, `currentId` marked: their personal one
 * first, then by name. `only`: that one workspace, if they are its member.
 */
export async function workspacesOf(
  db: Executor,
  userId: string,
  currentId: string,
  only?: string,
): Promise<WorkspaceSummary[]> {
  const personal = sql<boolean>`${workspaces.personalOf} is not distinct from ${userId}::uuid`;
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      role: workspaceMembers.role,
      personal,
      current: sql<boolean>`${workspaces.id} = ${currentId}::uuid`,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), only ? eq(workspaces.id, only) : undefined))
    .orderBy(sql`${personal} desc`, asc(workspaces.name), asc(workspaces.id));
}

/** How many shared workspaces `userId` owns. */
export async function sharedOwnedBy(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        eq(workspaceMembers.role, 'owner'),
        sql`${workspaces.personalOf} is null`,
      ),
    );
  return row!.n;
}

/** A shared workspace, `userId` its owner. */
export async function insertWorkspace(db: Executor, userId: string, name: string) {
  const [made] = await db.insert(workspaces).values({ name }).returning({ id: workspaces.id });
  await db.insert(workspaceMembers).values({ workspaceId: made!.id, userId, role: 'owner' });
  return made!.id;
}

export async function renameWorkspace(db: Executor, workspaceId: string, name: string) {
  await db
    .update(workspaces)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(workspaces.id, workspaceId));
}

export async function findWorkspace(db: Executor, workspaceId: string) {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  return row;
}

export async function deleteWorkspace(db: Executor, workspaceId: string) {
  await db.delete(workspaces).where(eq(workspaces.id, workspaceId));
}

/** The workspace a session acts in from its next request; null: the person's personal one. */
export async function setSessionWorkspace(
  db: Executor,
  sessionId: string,
  workspaceId: string | null,
) {
  await db.update(sessions).set({ workspaceId }).where(eq(sessions.id, sessionId));
}

/** A person's sessions acting in a workspace they are no longer in go back to their own. */
export async function leaveSessions(db: Executor, userId: string, workspaceId: string) {
  await db
    .update(sessions)
    .set({ workspaceId: null })
    .where(and(eq(sessions.userId, userId), eq(sessions.workspaceId, workspaceId)));
}

/** Owners of the workspace other than `userId`: whether it keeps one without them. */
export async function otherOwners(db: Executor, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.role, 'owner' satisfies Role),
        ne(workspaceMembers.userId, userId),
      ),
    );
  return row!.n;
}

/** Whether the workspace asks for approval of its editors' batches. */
export async function approvalRequired(db: Executor, workspaceId: string) {
  const [row] = await db
    .select({ on: workspaces.approvalRequired })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.on ?? false;
}

export async function setApprovalRequired(tx: Tx, workspaceId: string, on: boolean) {
  await tx
    .update(workspaces)
    .set({ approvalRequired: on, updatedAt: sql`now()` })
    .where(eq(workspaces.id, workspaceId));
}
