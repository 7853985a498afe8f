import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@core/api/auth.schema';
import type { WorkspaceAccess } from '@core/workspaces/roles';
import type { Config } from '@server/config';
import type { Db } from '@server/db/database';
import { recordPersonAudit } from '@server/activity/audit.repository';
import * as repo from './auth.repository';
import { hashToken, startSession, toUserDto } from './auth.service';
import { registerBearer } from './bearer';

export const SESSION_COOKIE = 'mcm_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    sessionId: string | null;
    /** The workspace the session acts in and the person's role there; null when signed out. */
    access: WorkspaceAccess | null;
  }
}

/**
 * Who calls, read once for every API request: an API token (bearer.ts), else the session's
 * cookie; signed-in.ts refuses the anonymous ones.
 */
export function registerSessions(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, 'tokenRateLimitPerMinute'>,
) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('access', null);
  const readBearer = registerBearer(app, db, config, SESSION_COOKIE);

  app.addHook('onRequest', async (request, reply) => {
    // Pages and assets are the same for everyone: only the API looks the session up.
    if (!request.url.startsWith('/api/')) return;
    if (await readBearer(request, reply)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await repo.findSessionUser(db, hashToken(token));
    if (!found) return;
    request.user = toUserDto(found.user);
    request.sessionId = found.sessionId;
    request.access = found.access;
    if (Date.now() - found.lastSeenAt.getTime() > 5 * 60_000) {
      await repo.touchSession(db, found.sessionId);
    }
  });
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl'>,
  session: { token: string; expiresAt: Date },
) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl?.protocol === 'https:',
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** A new token at every sign-in; the one the browser held before is revoked. */
export async function signInAs(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; config: Pick<Config, 'publicUrl' | 'sessionDays'> },
  user: User,
) {
  if (request.sessionId) await repo.deleteSession(deps.db, request.sessionId);
  await repo.deleteExpiredSessions(deps.db);
  const session = await startSession(
    deps.db,
    user.id,
    deps.config.sessionDays,
    request.headers['user-agent'] ?? null,
  );
  setSessionCookie(reply, deps.config, session);
  // Each workspace's audit log shows its members signing in (docs/architecture.md §10).
  await recordPersonAudit(
    deps.db,
    user.id,
    { id: user.id, email: user.email, ip: request.ip },
    'auth.signedIn',
  );
  return user;
}
