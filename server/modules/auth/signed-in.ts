import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '@server/http/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in person's id, for the routes of the signed-in tree, whose hook has refused
     * anonymous callers already. Read without a session, it refuses the request as that hook does.
     */
    readonly userId: string;
  }
}

/**
 * The one door of the signed-in routes: who calls is read once per request (the session, in
 * session.ts) and checked here, once for the whole tree. Whatever decides access later (a
 * workspace, an API token's scopes) is resolved here too.
 */
export function signedInOnly(tree: FastifyInstance) {
  // Before validation: an anonymous caller learns nothing about a route's input rules.
  tree.addHook('preValidation', async (request) => {
    if (!request.user) throw unauthenticated();
  });
  tree.decorateRequest('userId', {
    getter(this: FastifyRequest) {
      if (!this.user) throw unauthenticated();
      return this.user.id;
    },
  });
}
