import { and, asc, eq, sql } from 'drizzle-orm';
import type { Member } from '@core/api/workspaces.schema';
import { ROLES, type Role } from '@core/workspaces/roles';
import { users, workspaceMembers } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

const memberColumns = (you: string) => ({
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  role: workspaceMembers.role,
  joinedAt: workspaceMembers.joinedAt,
  you: sql<boolean>`${users.id} = ${you}::uuid`,
});

/** The workspace's members, owners first, then by address. */
export async function listMembers(db: Executor, workspaceId: string, you: string) {
  const rows = await db
    .select(memberColumns(you))
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(
      sql`array_position(string_to_array(${ROLES.join(',')}, ','), ${workspaceMembers.role})`,
      asc(users.email),
    );
  return rows.map(toMember);
}

const toMember = (row: Omit<Member, 'joinedAt'> & { joinedAt: Date }): Member => ({
  ...row,
  joinedAt: row.joinedAt.toISOString(),
});

/** One member, locked for the caller's transaction (a role changes from what it was). */
export async function lockMember(db: Executor, workspaceId: string, userId: string, you: string) {
  const [row] = await db
    .select(memberColumns(you))
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .for('update', { of: workspaceMembers });
  return row && toMember(row);
}

export async function setRole(db: Executor, workspaceId: string, userId: string, role: Role) {
  await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

export async function removeMember(db: Executor, workspaceId: string, userId: string) {
  await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** Makes the person a member with `role`; a member already keeps the role they have. */
export async function addMember(db: Executor, workspaceId: string, userId: string, role: Role) {
  await db.insert(workspaceMembers).values({ workspaceId, userId, role }).onConflictDoNothing();
}

/** Whether someone with this address is a member already. */
export async function isMemberByEmail(db: Executor, workspaceId: string, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(users.email, email)));
  return Boolean(row);
}
