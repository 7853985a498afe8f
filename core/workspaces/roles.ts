/**
 * docs/architecture.md §10: the roles a member of a workspace has, and what each may do, decided
 * here and nowhere else. Each role may do all that the one below it may, and more.
 */
export const ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** What a request may need; a route declares one. */
export const PERMISSIONS = [
  /** Everything in the workspace except its secrets (which no route returns to anyone). */
  'read',
  /** Reports and their CSV files. */
  'reports.export',
  /** Videos and video categories. */
  'videos.write',
  /** Comment templates and comment categories. */
  'templates.write',
  /** Preparing and confirming batches; pausing, resuming and cancelling one's own. */
  'batches.write',
  /** Pausing, resuming and cancelling anyone's batch, and re-posting its comments. */
  'batches.manageAny',
  /** Approving or rejecting a batch that waits for approval. */
  'batches.approve',
  /** Google credentials, channels and their posting windows. */
  'channels.write',
  /** Posting settings and the visibility key. */
  'settings.write',
  'webhooks.write',
  /** Members and invitations. */
  'members.manage',
  /** The audit log. */
  'audit.read',
  /** Renaming or deleting the workspace, and handing ownership on. */
  'workspace.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const VIEWER: readonly Permission[] = ['read', 'reports.export'];
const EDITOR: readonly Permission[] = [
  ...VIEWER,
  'videos.write',
  'templates.write',
  'batches.write',
];
const ADMIN: readonly Permission[] = [
  ...EDITOR,
  'batches.manageAny',
  'batches.approve',
  'channels.write',
  'settings.write',
  'webhooks.write',
  'members.manage',
  'audit.read',
];
const OWNER: readonly Permission[] = [...ADMIN, 'workspace.manage'];

const GRANTED: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(OWNER),
  admin: new Set(ADMIN),
  editor: new Set(EDITOR),
  viewer: new Set(VIEWER),
};

/** Whether a member with `role` may do what `permission` names. */
export const can = (role: Role, permission: Permission) => GRANTED[role].has(permission);

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
