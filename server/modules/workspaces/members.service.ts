import { mayAssign, type Role } from '@core/workspaces/roles';
import type { Db } from '@server/db/database';
import { lockWorkspace, type Tx } from '@server/db/transaction';
import { notFound } from '@server/http/app-error';
import { recordAudit } from '@server/activity/audit.repository';
import { lastOwner, personalWorkspace, roleNotAssignable } from './workspace-errors';
import type { Asker } from './workspaces.service';
import * as members from './members.repository';
import * as repo from './workspaces.repository';

export const listMembers = (db: Db, asker: Asker) =>
  members.listMembers(db, asker.access.workspaceId, asker.userId);

/**
 * The member `memberId` as the rules let `asker` change them: under the workspace's lock, so two
 * changes at once cannot both take away its last owner. `to`: the role they would have (none:
 * removed).
 */
async function changeable(tx: Tx, asker: Asker, memberId: string, to: Role | null) {
  const { workspaceId, role } = asker.access;
  await lockWorkspace(tx, workspaceId);
  const member = await members.lockMember(tx, workspaceId, memberId, asker.userId);
  if (!member) throw notFound('Member');
  if (!mayAssign(role, member.role) || (to && !mayAssign(role, to))) throw roleNotAssignable();
  if (to === 'owner' || member.role !== 'owner') return member;
  const workspace = await repo.findWorkspace(tx, workspaceId);
  if (workspace?.personalOf === memberId) throw personalWorkspace();
  if ((await repo.otherOwners(tx, workspaceId, memberId)) === 0) throw lastOwner();
  return member;
}

export async function changeRole(db: Db, asker: Asker, memberId: string, role: Role) {
  return db.transaction(async (tx) => {
    const member = await changeable(tx, asker, memberId, role);
    await members.setRole(tx, asker.access.workspaceId, memberId, role);
    await recordAudit(tx, asker.access.workspaceId, asker.actor, 'member.roleChanged', {
      subjectId: memberId,
      details: { email: member.email, from: member.role, to: role },
    });
    return { ...member, role };
  });
}

/** The member goes; from their next request, on every process, they no longer reach its work. */
export async function removeMember(db: Db, asker: Asker, memberId: string) {
  await db.transaction(async (tx) => {
    const member = await changeable(tx, asker, memberId, null);
    await members.removeMember(tx, asker.access.workspaceId, memberId);
    await repo.leaveSessions(tx, memberId, asker.access.workspaceId);
    await recordAudit(tx, asker.access.workspaceId, asker.actor, 'member.removed', {
      subjectId: memberId,
      details: { email: member.email, role: member.role },
    });
  });
}
