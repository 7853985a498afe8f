/**
 * docs/architecture.md §10: the roles a member of a workspace has, and what each may do, decided
 * here and nowhere else. Highest first: each role may do all that the one below it may, and more.
 */
export const ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** Where a request acts, and as what: resolved once per request, with the session. */
export interface WorkspaceAccess {
  workspaceId: string;
  role: Role;
}

/** What a request may need (a route declares one), and the lowest role that has it. */
const LOWEST_ROLE = {
  /** Everything in the workspace except its secrets (which no route returns to anyone). */
  read: 'viewer',
  /** Reports and their CSV files. */
  'reports.export': 'viewer',
  /** Videos and video categories. */
  'videos.write': 'editor',
  /** Comment templates and comment categories. */
  'templates.write': 'editor',
  /** Preparing and confirming batches; pausing, resuming and cancelling one's own. */
  'batches.write': 'editor',
  /** Pausing, resuming and cancelling anyone's batch, and re-posting its comments. */
  'batches.manageAny': 'admin',
  /** Approving or rejecting a batch that waits for approval. */
  'batches.approve': 'admin',
  /** Google credentials, channels and their posting windows. */
  'channels.write': 'admin',
  /** Posting settings and the visibility key. */
  'settings.write': 'admin',
  'webhooks.write': 'admin',
  /** Members and invitations. */
  'members.manage': 'admin',
  /** The whole audit log (anyone else reads the lines of their own doing and their own batches). */
  'audit.read': 'admin',
  /** Renaming or deleting the workspace, and handing ownership on. */
  'workspace.manage': 'owner',
} as const satisfies Record<string, Role>;
export type Permission = keyof typeof LOWEST_ROLE;
export const PERMISSIONS = Object.keys(LOWEST_ROLE) as Permission[];

/** Whether a member with `role` may do what `permission` names. */
export const can = (role: Role, permission: Permission) =>
  ROLES.indexOf(role) <= ROLES.indexOf(LOWEST_ROLE[permission]);

/** The roles that may do it: who is told of a batch waiting for approval, say. */
export const rolesThatCan = (permission: Permission) =>
  ROLES.filter((role) => can(role, permission));

/**
 * Whether `actor` may give a member `role`, or change the role of a member who has it: only an
 * owner makes or unmakes owners; an admin manages the roles below.
 */
export function mayAssign(actor: Role, role: Role) {
  if (!can(actor, 'members.manage')) return false;
  return role !== 'owner' || actor === 'owner';
}
