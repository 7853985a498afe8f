import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '@server/http/app-error';
import type { Inviter } from './invitations.service';

/**
 * The signed-in person a workspaces route acts for: themselves, their session and the workspace
 * it acts in (the signed-in tree's hook refused anyone else already).
 */
export function askerOf(request: FastifyRequest): Inviter {
  if (!request.user || !request.sessionId || !request.access) throw unauthenticated();
  return {
    userId: request.user.id,
    user: request.user,
    sessionId: request.sessionId,
    access: request.access,
    actor: { id: request.user.id, email: request.user.email, ip: request.ip },
  };
}
