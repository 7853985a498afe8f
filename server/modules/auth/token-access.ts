import type { FastifyRequest } from 'fastify';
import { can, type Permission } from '@core/workspaces/roles';
import { scopeOf, scopesAllow } from '@core/workspaces/scopes';
import { recordAudit } from '@server/activity/audit.repository';
import type { Db } from '@server/db/database';
import { AppError, forbidden } from '@server/http/app-error';
import { TOKEN_PERSON_READS, TOKEN_REFUSED } from './route-permissions';

/**
 * docs/api.md: the scope a token needs for the route `METHOD /path` of `permission`, or null when
 * no token may call it (the person's own routes but a few reads, leaving, members' management).
 */
export function tokenScopeOf(route: string, permission: Permission | 'person') {
  if (permission === 'person') return TOKEN_PERSON_READS.has(route) ? 'read' : null;
  if (TOKEN_REFUSED.has(route)) return null;
  return scopeOf(permission) ?? null;
}

/**
 * docs/api.md: why a request with an API token may not do what its route needs, or undefined
 * when it may: a route of the person's own or of their membership (never with a token), a
 * permission none of its scopes grants, or one its person's role no longer has. A refused use of
 * a working token is kept in its workspace's audit log.
 */
export async function tokenRefusal(db: Db, request: FastifyRequest) {
  const token = request.token!;
  const access = request.access!;
  const { permission } = request.routeOptions.config;
  const route = `${request.method} ${request.routeOptions.url}`;
  let refusal: AppError | undefined;
  if (permission === 'person' ? !TOKEN_PERSON_READS.has(route) : TOKEN_REFUSED.has(route)) {
    refusal = new AppError(403, 'TOKEN_NOT_ALLOWED', 'This is done signed in, not with a token.');
  } else if (!permission || permission === 'person') {
    return undefined;
  } else if (!scopesAllow(token.scopes, permission)) {
    // A permission in no scope (the members, the workspace itself) is a person's, signed in.
    const needs = scopeOf(permission);
    refusal = needs
      ? new AppError(403, 'TOKEN_SCOPE', `This API token needs the scope ${needs}.`, needs)
      : new AppError(403, 'TOKEN_NOT_ALLOWED', 'This is done signed in, not with a token.');
  } else if (!can(access.role, permission)) {
    refusal = forbidden();
  } else {
    return undefined;
  }
  await recordAudit(
    db,
    access.workspaceId,
    { id: request.user!.id, email: request.user!.email, ip: request.ip },
    'token.refused',
    { subjectId: token.id, details: { name: token.name, request: route } },
  );
  return refusal;
}
