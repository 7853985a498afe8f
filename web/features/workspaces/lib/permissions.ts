import type { Member, WorkspaceSummary } from '@core/api/workspaces.schema';
import { can, mayAssign, ROLES, type Role } from '@core/workspaces/roles';

/** The roles a member with `actor`'s role may give (in the order of ROLES, highest first). */
export const assignableRoles = (actor: Role) => ROLES.filter((role) => mayAssign(actor, role));

/** What the person may do to the workspace they are in, by their role there. */
export function workspaceActions(workspace: WorkspaceSummary) {
  const owner = can(workspace.role, 'workspace.manage');
  return {
    rename: owner,
    /** Roles, removals and invitations. */
    manageMembers: can(workspace.role, 'members.manage'),
    /** The whole audit log; every member reads the lines of their own. */
    readWholeAudit: can(workspace.role, 'audit.read'),
    /** Whether editors' batches wait for approval. */
    changeSettings: can(workspace.role, 'settings.write'),
    // Everyone keeps their personal workspace for good (PERSONAL_WORKSPACE).
    leave: !workspace.personal,
    delete: owner && !workspace.personal,
  };
}

/**
 * What the person may do to one member: the roles they may choose from (none: the role is shown,
 * not offered), and whether they may remove them. An admin leaves owners alone; a personal
 * workspace's own person (its id is theirs) stays its owner; the person leaves, not removes,
 * themselves.
 */
export function memberActions(workspace: WorkspaceSummary, member: Member) {
  const untouchable = member.id === workspace.id || !mayAssign(workspace.role, member.role);
  return {
    roles: untouchable ? [] : assignableRoles(workspace.role),
    remove: !untouchable && !member.you,
  };
}
