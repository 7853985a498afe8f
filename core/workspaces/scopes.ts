import { can, type Permission, type Role } from './roles';

/**
 * docs/api.md: what an API token may be given, each scope the permissions it grants. A token may
 * do what both a scope of its own and its person's role allow; the members and the workspace
 * itself are in no scope (a person manages them, signed in).
 */
const GRANTS = {
  /** Everything a viewer reads, the reports' files, and the audit log where the role reads it. */
  read: ['read', 'reports.export', 'audit.read'],
  'videos:write': ['videos.write'],
  'templates:write': ['templates.write'],
  /** One's own batches; anyone's where the role manages them. */
  'batches:write': ['batches.write', 'batches.manageAny'],
  'batches:approve': ['batches.approve'],
  /** Credentials, channels, their windows and the posting settings. */
  'channels:write': ['channels.write', 'settings.write'],
  'webhooks:write': ['webhooks.write'],
} as const satisfies Record<string, readonly [Permission, ...Permission[]]>;

export type TokenScope = keyof typeof GRANTS;
export const TOKEN_SCOPES = Object.keys(GRANTS) as TokenScope[];

/** Whether a member with `role` may give a token `scope`: the role has its first permission. */
export const mayGiveScope = (role: Role, scope: TokenScope) => can(role, GRANTS[scope][0]);

/** Whether a token with `scopes` may do what `permission` names (its role decides as well). */
export const scopesAllow = (scopes: readonly TokenScope[], permission: Permission) =>
  scopes.some((scope) => (GRANTS[scope] as readonly Permission[]).includes(permission));

/** The scope that grants `permission`, for the API's description; none for members' routes. */
export const scopeOf = (permission: Permission) =>
  TOKEN_SCOPES.find((scope) => (GRANTS[scope] as readonly Permission[]).includes(permission));
