import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authDebugSchema,
  callbackQuerySchema,
  safeReturnTo,
  startGoogleQuerySchema,
  strategyListSchema,
} from '@core/api/oauth.schema';
import { SERVER_CREDENTIAL_ID } from '@core/api/server-credential';
import type { LedgerDeps } from '@server/quota-ledger/paid-reads';
import type { ChannelDeps } from '@server/channel-access/channel-access';
import { serverCredential } from '@server/channel-access/client-credential';
import type { Config } from '@server/config';
import { signInAs } from '../auth/session';
import { mayDo } from '../auth/signed-in';
import { listCredentials } from '../credentials/credentials.service';
import * as service from './oauth.service';

/** Binds a consent round trip to the browser that started it (docs/security.md §5). */
const BINDING_COOKIE = 'mcm_oauth';
/** The callback route's whole path, which Google is given (the route is '/google/callback'). */
const CALLBACK_PATH = '/api/auth/google/callback';
const UUID = z.uuid();

/**
 * "Sign in with Google" and "connect a channel": OAuth 2.0 with state and PKCE, public (an
 * anonymous visitor starts and finishes a sign-in), under /api/auth.
 */
/**
 * docs/architecture.md §10: a signed-in person connects channels only with a role that may
 * (`channels.write`). These routes are in the public tree (an anonymous visitor signs in with
 * Google through them), so the access check of the signed-in tree does not cover them.
 */
const mayConnect = (request: FastifyRequest) => !request.user || mayDo(request, 'channels.write');

export const oauthRoutes: FastifyPluginAsyncZod<
  ChannelDeps & LedgerDeps & { config: Config }
> = async (app, deps) => {
  const tags = ['auth'];
  const { config } = deps;
  // A start writes a row (the state) for anyone, signed in or not: limited per address, as sign-in.
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };

  /** What to register at Google as the redirect URI. */
  const callbackUrl = (request: FastifyRequest) =>
    `${config.publicUrl?.origin ?? `${request.protocol}://${request.host}`}${CALLBACK_PATH}`;

  async function start(
    request: FastifyRequest,
    reply: FastifyReply,
    credentialId: string | null,
    returnTo: string | undefined,
  ) {
    if (!mayConnect(request)) return reply.redirect('/auth?error=role_cannot_connect');
    const binding = request.cookies[BINDING_COOKIE] ?? service.randomToken();
    reply.setCookie(BINDING_COOKIE, binding, {
      httpOnly: true,
      // Lax: the cookie comes back on Google's top-level redirect to the callback.
      sameSite: 'lax',
      secure: config.publicUrl?.protocol === 'https:',
      path: '/api/auth/google',
      maxAge: 600,
    });
    try {
      const url = await service.startAuthorization(deps, {
        userId: request.user?.id ?? null,
        workspaceId: request.access?.workspaceId ?? null,
        credentialId,
        returnTo: safeReturnTo(returnTo),
        binding,
        redirectUri: callbackUrl(request),
      });
      return reply.redirect(url);
    } catch (error) {
      if (error instanceof service.OAuthRedirect) return reply.redirect(error.location);
      throw error;
    }
  }

  app.get(
    '/google',
    { config: { rateLimit }, schema: { tags, querystring: startGoogleQuerySchema } },
    async (request, reply) => start(request, reply, null, request.query.returnTo),
  );

  app.get(
    '/google/credential/:id',
    {
      config: { rateLimit },
      schema: {
        tags,
        params: z.object({ id: z.string().max(100) }),
        querystring: startGoogleQuerySchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === SERVER_CREDENTIAL_ID) return start(request, reply, null, request.query.returnTo);
      if (!UUID.safeParse(id).success) return reply.redirect('/auth?error=credential_not_found');
      return start(request, reply, id, request.query.returnTo);
    },
  );

  app.get(
    '/google/callback',
    { schema: { tags, querystring: callbackQuerySchema } },
    async (request, reply) => {
      // A role taken away between the start and Google's answer: nothing is connected.
      if (!mayConnect(request)) return reply.redirect('/auth?error=role_cannot_connect');
      try {
        const result = await service.completeAuthorization(deps, {
          query: request.query,
          binding: request.cookies[BINDING_COOKIE],
          sessionUserId: request.user?.id ?? null,
          sessionWorkspaceId: request.access?.workspaceId ?? null,
          sessionEmail: request.user?.email ?? null,
          ip: request.ip,
          redirectUri: callbackUrl(request),
        });
        if (result.signedIn) await signInAs(request, reply, deps, result.signedIn);
        return reply.redirect(result.location);
      } catch (error) {
        if (error instanceof service.OAuthRedirect) return reply.redirect(error.location);
        throw error;
      }
    },
  );

  app.get(
    '/strategies',
    { schema: { tags, response: { 200: strategyListSchema } } },
    async (request) => {
      const own = request.access ? await listCredentials(deps, request.access.workspaceId) : [];
      const strategies = own.map(({ id, name, isDefault }) => ({ id, name, isDefault }));
      const server = serverCredential(config.google);
      if (server) {
        strategies.push({ id: SERVER_CREDENTIAL_ID, name: server.name, isDefault: !own.length });
      }
      return strategies;
    },
  );

  app.get('/debug', { schema: { tags, response: { 200: authDebugSchema } } }, async (request) => ({
    callbackUrl: callbackUrl(request),
    googleClientId: config.google.clientId ?? null,
  }));
};
