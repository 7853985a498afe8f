import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Invitation } from '@core/api/workspaces.schema';
import type { Role } from '@core/workspaces/roles';
import { users, workspaceInvitations, workspaces } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

const columns = {
  id: workspaceInvitations.id,
  email: workspaceInvitations.email,
  role: workspaceInvitations.role,
  invitedBy: users.email,
  createdAt: workspaceInvitations.createdAt,
  expiresAt: workspaceInvitations.expiresAt,
};

/** Neither accepted nor revoked (it may have expired: it can be sent again). */
const waiting = and(
  isNull(workspaceInvitations.acceptedAt),
  isNull(workspaceInvitations.revokedAt),
);

const toInvitation = (row: {
  id: string;
  email: string;
  role: Role;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}): Invitation => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** The workspace's invitations waiting for an answer (expired ones too: they can be sent again). */
export async function listInvitations(db: Executor, workspaceId: string) {
  const rows = await db
    .select(columns)
    .from(workspaceInvitations)
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), waiting))
    .orderBy(asc(workspaceInvitations.createdAt), asc(workspaceInvitations.id));
  return rows.map(toInvitation);
}

export async function findInvitation(db: Executor, workspaceId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(workspaceInvitations)
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        eq(workspaceInvitations.id, id),
        waiting,
      ),
    );
  return row && toInvitation(row);
}

/**
 * The address's invitation to the workspace, with a new link that works until `expiresAt`: made,
 * or, invited again, replaced (its old link stops working). Its id.
 */
export async function upsertInvitation(
  db: Executor,
  values: {
    workspaceId: string;
    email: string;
    role: Role;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
) {
  const [row] = await db
    .insert(workspaceInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: [workspaceInvitations.workspaceId, workspaceInvitations.email],
      targetWhere: sql`accepted_at is null and revoked_at is null`,
      set: {
        role: values.role,
        tokenHash: values.tokenHash,
        invitedBy: values.invitedBy,
        createdAt: sql`now()`,
        expiresAt: values.expiresAt,
      },
    })
    .returning({ id: workspaceInvitations.id });
  return row!.id;
}

/** A new link for an invitation: the old one stops working. False: no such invitation. */
export async function renewInvitation(
  db: Executor,
  workspaceId: string,
  id: string,
  change: { tokenHash: string; expiresAt: Date },
) {
  const rows = await db
    .update(workspaceInvitations)
    .set(change)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        eq(workspaceInvitations.id, id),
        waiting,
      ),
    )
    .returning({ id: workspaceInvitations.id });
  return rows.length > 0;
}

/** Revoked: its link says so from now on. */
export async function revokeInvitation(db: Executor, workspaceId: string, id: string) {
  await db
    .update(workspaceInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        eq(workspaceInvitations.id, id),
        waiting,
      ),
    );
}

const byToken = {
  id: workspaceInvitations.id,
  workspaceId: workspaceInvitations.workspaceId,
  workspaceName: workspaces.name,
  email: workspaceInvitations.email,
  role: workspaceInvitations.role,
  invitedBy: users.email,
  expiresAt: workspaceInvitations.expiresAt,
  /** What became of it: the database's clock decides whether it expired. */
  state: sql<'waiting' | 'accepted' | 'revoked' | 'expired'>`case
    when ${workspaceInvitations.acceptedAt} is not null then 'accepted'
    when ${workspaceInvitations.revokedAt} is not null then 'revoked'
    when ${workspaceInvitations.expiresAt} <= now() then 'expired'
    else 'waiting' end`,
};

/** The invitation a link's token opens, whatever became of it. */
export async function findByToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select(byToken)
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(eq(workspaceInvitations.tokenHash, tokenHash));
  return row;
}

/** Marks the invitation accepted, if it still waits and works: its link works once. */
export async function consumeByToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(workspaceInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(
        eq(workspaceInvitations.tokenHash, tokenHash),
        waiting,
        sql`${workspaceInvitations.expiresAt} > now()`,
      ),
    )
    .returning({
      workspaceId: workspaceInvitations.workspaceId,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
    });
  return row;
}
