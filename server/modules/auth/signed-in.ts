import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBodySchema } from '@core/api/common.schema';
import { can, type Permission } from '@core/workspaces/roles';
import { scopesAllow } from '@core/workspaces/scopes';
import type { Db } from '@server/db/database';
import { forbidden, unauthenticated } from '@server/http/app-error';
import { ROUTE_PERMISSIONS } from './route-permissions';
import { tokenRefusal, tokenScopesFor } from './token-access';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in person's id, for the routes of the signed-in tree, whose hook has refused
     * anonymous callers already. Read without a session, it refuses the request as that hook does.
     */
    readonly userId: string;
    /**
     * The workspace the request acts in (the session's, checked against the person's membership
     * in session.ts): every row of the work a signed-in route reads or writes is of this one.
     */
    readonly workspaceId: string;
  }
  interface FastifyContextConfig {
    /** What the route needs (route-permissions.ts), set as it is registered. */
    permission?: Permission | 'person';
  }
}

/**
 * Whether the request's person may do what `permission` names in the workspace their session (or
 * API token) acts in, a token only within its scopes: the one decision, for this tree's routes and
 * for those outside it that need one.
 */
export const mayDo = (request: FastifyRequest, permission: Permission) =>
  request.access !== null &&
  can(request.access.role, permission) &&
  (!request.token || scopesAllow(request.token.scopes, permission));

/**
 * The one door of the signed-in routes: who calls is read once per request (the session, in
 * session.ts) and checked here, once for the whole tree. Whatever decides access later (a
 * workspace, an API token's scopes) is resolved here too.
 */
export function signedInOnly(tree: FastifyInstance, db: Db) {
  // Each route of the tree carries what it needs (route-permissions.ts), or the server stops.
  tree.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (!methods.length) return; // GET's own HEAD, under GET's permission
    const key = `${methods.join(',')} ${route.url}`;
    const permission = ROUTE_PERMISSIONS[key];
    if (!permission) throw new Error(`${key}: no permission in route-permissions.ts`);
    route.config = { ...route.config, permission };
    // The API's description says how each operation is called: a session, or a token with a scope.
    const scopes = tokenScopesFor(key, permission);
    route.schema = {
      ...route.schema,
      security: [{ session: [] }, ...(scopes ? [{ bearer: scopes }] : [])],
      // A token's own rate limit (bearer.ts) may answer any operation a token may call.
      ...(scopes && {
        response: { 429: errorBodySchema, ...(route.schema?.response as object | undefined) },
      }),
    };
  });
  // Before validation: an anonymous caller, or a role without the right, learns nothing about a
  // route's input rules.
  tree.addHook('preValidation', async (request) => {
    if (!request.user) throw unauthenticated();
    const { permission } = request.routeOptions.config;
    if (request.token) {
      const refusal = await tokenRefusal(db, request);
      if (refusal) throw refusal;
    }
    if (permission === 'person') return;
    if (!permission || !mayDo(request, permission)) throw forbidden();
  });
  tree.decorateRequest('userId', {
    getter(this: FastifyRequest) {
      if (!this.user) throw unauthenticated();
      return this.user.id;
    },
  });
  tree.decorateRequest('workspaceId', {
    getter(this: FastifyRequest) {
      if (!this.access) throw unauthenticated();
      return this.access.workspaceId;
    },
  });
}
