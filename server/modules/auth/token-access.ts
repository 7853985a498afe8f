import type { FastifyRequest } from 'fastify';
import { can, type Permission } from '@core/workspaces/roles';
import { scopeOf, type TokenScope } from '@core/workspaces/scopes';
import { recordAudit } from '@server/activity/audit.repository';
import type { Db } from '@server/db/database';
import { AppError, forbidden } from '@server/http/app-error';
import { TOKEN_PERSON_READS, TOKEN_REFUSED } from './route-permissions';

/**
 * docs/api.md: the scopes a token needs for the route `METHOD /path` of `permission`: none for the
 * few reads of the person's own any token may make, one for the work, undefined where no token
 * may go (the person's other routes, leaving, the members, the workspace itself). The one answer
 * both the requests (tokenRefusal) and the API's description (signed-in.ts) go by.
 */
export function tokenScopesFor(
  route: string,
  permission: Permission | 'person' | undefined,
): TokenScope[] | undefined {
  if (permission === 'person') return TOKEN_PERSON_READS.has(route) ? [] : undefined;
  if (!permission || TOKEN_REFUSED.has(route)) return undefined;
  const scope = scopeOf(permission);
  return scope ? [scope] : undefined;
}

/**
 * docs/api.md: why a request with an API token may not do what its route needs, or undefined
 * when it may: a route no token may call, a scope it lacks, or a permission its person's role no
 * longer has. A refused use of a working token is kept in its workspace's audit log.
 */
export async function tokenRefusal(db: Db, request: FastifyRequest) {
  const token = request.token!;
  const access = request.access!;
  const { permission } = request.routeOptions.config;
  const route = `${request.method} ${request.routeOptions.url}`;
  const needs = tokenScopesFor(route, permission);
  const lacking = needs?.find((scope) => !token.scopes.includes(scope));
  let refusal: AppError | undefined;
  if (!needs) {
    refusal = new AppError(403, 'TOKEN_NOT_ALLOWED', 'This is done signed in, not with a token.');
  } else if (lacking) {
    refusal = new AppError(
      403,
      'TOKEN_SCOPE',
      `This API token needs the scope ${lacking}.`,
      lacking,
    );
  } else if (!permission || permission === 'person') {
    return undefined;
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
