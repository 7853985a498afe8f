import type { WorkspaceSettings } from '@core/api/approval.schema';
import { WORKSPACES_MADE_MAX, type CreateWorkspaceBody } from '@core/api/workspaces.schema';
import type { WorkspaceAccess } from '@core/workspaces/roles';
import type { ChannelDeps } from '@server/channel-access/channel-access';
import type { Db } from '@server/db/database';
import { lockWorkspace, type Executor } from '@server/db/transaction';
import { AppError, notFound } from '@server/http/app-error';
import { recordAudit, type AuditActor } from '@server/activity/audit.repository';
import { clearAccounts } from '../channels/channels.service';
import { lastOwner, personalWorkspace } from './workspace-errors';
import { dropTallies, dropUnkeyedWork } from './workspace-work';
import * as members from './members.repository';
import * as repo from './workspaces.repository';

/** Who asks: the signed-in person, their session, and where it acts. */
export interface Asker {
  userId: string;
  sessionId: string;
  access: WorkspaceAccess;
  /** Who the audit log names, and from which address. */
  actor: AuditActor;
}

async function summaryOf(db: Db, asker: Pick<Asker, 'userId'>, id: string, currentId = id) {
  const [summary] = await repo.workspacesOf(db, asker.userId, currentId, id);
  if (!summary) throw notFound('Workspace');
  return summary;
}

export const listWorkspaces = (db: Db, asker: Asker) =>
  repo.workspacesOf(db, asker.userId, asker.access.workspaceId);

/** A shared workspace, its maker its owner; the session stays where it acts. */
export async function createWorkspace(db: Db, asker: Asker, body: CreateWorkspaceBody) {
  const id = await db.transaction(async (tx) => {
    // One person's count and insert at a time (their personal workspace's row, whose id is
    // theirs, is the lock): two at once cannot pass the limit.
    await lockWorkspace(tx, asker.userId);
    const owned = await repo.sharedOwnedBy(tx, asker.userId);
    if (owned >= WORKSPACES_MADE_MAX) {
      throw new AppError(
        409,
        'TOO_MANY_WORKSPACES',
        `At most ${WORKSPACES_MADE_MAX} workspaces each.`,
        String(owned),
      );
    }
    const made = await repo.insertWorkspace(tx, asker.userId, body.name.trim());
    await recordAudit(tx, made, asker.actor, 'workspace.created', {
      details: { name: body.name.trim() },
    });
    return made;
  });
  return summaryOf(db, asker, id, asker.access.workspaceId);
}

/** The session acts in `workspaceId` from its next request: a workspace the person is in. */
export async function switchWorkspace(db: Db, asker: Asker, workspaceId: string) {
  const summary = await summaryOf(db, asker, workspaceId);
  await repo.setSessionWorkspace(db, asker.sessionId, workspaceId);
  return summary;
}

export async function renameWorkspace(db: Db, asker: Asker, name: string) {
  const { workspaceId } = asker.access;
  await db.transaction(async (tx) => {
    const was = await repo.findWorkspace(tx, workspaceId);
    await repo.renameWorkspace(tx, workspaceId, name.trim());
    await recordAudit(tx, workspaceId, asker.actor, 'workspace.renamed', {
      details: { from: was?.name ?? null, to: name.trim() },
    });
  });
  return summaryOf(db, asker, workspaceId);
}

/**
 * An owner deletes a shared workspace: its channels' grants revoked at Google and their waiting
 * comments cancelled first, then the workspace and all its work, for every member at once (their
 * sessions acting in it go back to their personal workspaces, by the key's `set null`).
 */
export async function deleteWorkspace(deps: ChannelDeps, asker: Asker) {
  const { workspaceId } = asker.access;
  const workspace = await repo.findWorkspace(deps.db, workspaceId);
  if (!workspace) throw notFound('Workspace');
  if (workspace.personalOf) throw personalWorkspace();
  await clearAccounts(deps, workspaceId);
  await deps.db.transaction(async (tx) => {
    await dropUnkeyedWork(tx, workspaceId);
    await repo.deleteWorkspace(tx, workspaceId);
    await dropTallies(tx, workspaceId);
  });
}

/** The person leaves the workspace their session acts in, which then goes back to their own. */
export async function leaveWorkspace(db: Db, asker: Asker) {
  const { workspaceId, role } = asker.access;
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const workspace = await repo.findWorkspace(tx, workspaceId);
    if (!workspace) throw notFound('Workspace');
    if (workspace.personalOf) throw personalWorkspace();
    if (role === 'owner' && (await repo.otherOwners(tx, workspaceId, asker.userId)) === 0) {
      throw lastOwner();
    }
    await members.removeMember(tx, workspaceId, asker.userId);
    await repo.leaveSessions(tx, asker.userId, workspaceId);
    await recordAudit(tx, workspaceId, asker.actor, 'member.left', {
      subjectId: asker.userId,
      details: { email: asker.actor.email, role },
    });
  });
}

/** GET /api/workspace/settings: what the workspace decides for all its members. */
export async function workspaceSettings(db: Executor, workspaceId: string) {
  return { approvalRequired: await repo.approvalRequired(db, workspaceId) };
}

/**
 * PATCH /api/workspace/settings (an owner's or admin's): asking for approval of editors' batches,
 * or no longer. Batches already waiting keep waiting for a decision either way.
 */
export async function changeWorkspaceSettings(
  db: Db,
  asker: Asker,
  body: Partial<WorkspaceSettings>,
) {
  const { workspaceId } = asker.access;
  await db.transaction(async (tx) => {
    if (body.approvalRequired === undefined) return;
    if ((await repo.approvalRequired(tx, workspaceId)) === body.approvalRequired) return;
    await repo.setApprovalRequired(tx, workspaceId, body.approvalRequired);
    await recordAudit(tx, workspaceId, asker.actor, 'workspace.approvalChanged', {
      details: { approvalRequired: body.approvalRequired },
    });
  });
  return workspaceSettings(db, workspaceId);
}
