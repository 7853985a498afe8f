import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenScope } from '@core/workspaces/scopes';
import type { Config } from '@server/config';
import type { Db } from '@server/db/database';
import { AppError } from '@server/http/app-error';
import { recordAudit } from '@server/activity/audit.repository';
import { countAttempt } from '@server/security/rate-limit-store';
import { findBearer, findStoppedToken, touchToken } from '../tokens/tokens.repository';
import { hashToken, toUserDto } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API token a request came with (docs/api.md); null for a session or nobody. */
    token: { id: string; name: string; scopes: TokenScope[] } | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Whether the request carries an Authorization header of the bearer kind, well formed or not. */
export const carriesBearer = (request: FastifyRequest) =>
  /^bearer\b/i.test(request.headers.authorization ?? '');

/** docs/api.md §2: each token's requests are counted a minute at a time. */
const WINDOW_MS = 60_000;

const invalid = () =>
  new AppError(401, 'API_TOKEN_INVALID', 'This API token is unknown, expired or revoked.');

/**
 * docs/api.md §1: a use of a token that was revoked, has expired or whose person left is kept in
 * its workspace's audit log, once a minute at most for each token (a script retrying in a loop
 * writes one line, not thousands). The answer is the same 401 as for a token never made.
 */
async function recordStoppedUse(db: Db, tokenHash: string, request: FastifyRequest) {
  const stopped = await findStoppedToken(db, tokenHash);
  if (!stopped) return;
  const { current } = await countAttempt(db, `token-stopped:${stopped.id}`, WINDOW_MS);
  if (current > 1) return;
  await recordAudit(
    db,
    stopped.workspaceId,
    { id: stopped.userId, email: stopped.email, ip: request.ip },
    'token.refused',
    {
      subjectId: stopped.id,
      details: {
        name: stopped.name,
        request: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
        reason: stopped.reason,
      },
    },
  );
}

/**
 * docs/api.md: who calls with `Authorization: Bearer <token>`: the token's person, acting in its
 * workspace with their role there as it is now (a removed member's token finds nothing), within
 * its own rate limit. Such a request needs no Origin (no browser sends it on its own) and is
 * answered without a cookie; one with a session cookie as well is refused.
 */
export function registerBearer(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, 'tokenRateLimitPerMinute'>,
  sessionCookie: string,
) {
  app.decorateRequest('token', null);

  // A bearer request's answer never sets a cookie: a script keeps no session.
  app.addHook('onSend', async (request, reply) => {
    if (request.token) reply.removeHeader('set-cookie');
  });

  /** True when the request came with a token, which it now acts with; throws when it is bad. */
  return async function readBearer(request: FastifyRequest, reply: FastifyReply) {
    if (!carriesBearer(request)) return false;
    if (request.cookies[sessionCookie]) {
      // A script's mistake, said in the server's words (the web never sends a token).
      throw new AppError(
        400,
        'BAD_REQUEST',
        'Send either a session cookie or an API token, not both.',
      );
    }
    const token = BEARER.exec(request.headers.authorization!)?.[1];
    if (!token) throw invalid();
    const tokenHash = hashToken(token);
    const found = await findBearer(db, tokenHash, WINDOW_MS);
    if (!found) {
      await recordStoppedUse(db, tokenHash, request);
      throw invalid();
    }
    const { emailVerifiedAt } = found.user;
    request.user = toUserDto({
      ...found.user,
      emailVerifiedAt: emailVerifiedAt === null ? null : new Date(emailVerifiedAt),
    });
    request.access = found.access;
    request.token = { id: found.tokenId, name: found.name, scopes: found.scopes };
    const max = config.tokenRateLimitPerMinute;
    const resetSeconds = Math.ceil(found.resetMs / 1000);
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', Math.max(0, max - found.hits));
    reply.header('x-ratelimit-reset', resetSeconds);
    if (found.hits > max) {
      reply.header('retry-after', resetSeconds);
      throw new AppError(
        429,
        'RATE_LIMITED',
        `Too many requests with this API token. Try again in ${resetSeconds} seconds.`,
      );
    }
    if (
      !found.lastUsedAt ||
      Date.now() - found.lastUsedAt.getTime() > 60_000 ||
      found.lastUsedIp !== request.ip
    ) {
      await touchToken(db, found.tokenId, request.ip);
    }
    return true;
  };
}
