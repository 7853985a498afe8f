import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consentPage, errorPage } from './consent-page';
import { findDemoChannel } from './demo-accounts';
import type { EmulatorState, Grant, RefreshToken } from './emulator-state';

type Params = Record<string, string>;

const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.status(status).send({ error, error_description: description });

/** OAuth 2.0 as Google speaks it: authorisation code with PKCE, refresh, revoke, tokeninfo, userinfo. */
export function oauthRoutes(app: FastifyInstance, state: EmulatorState) {
  app.get('/o/oauth2/v2/auth', async (request, reply) => {
    const params = request.query as Params;
    const problem = checkAuthRequest(params);
    if (problem) return reply.status(400).type('text/html').send(errorPage(problem));
    return reply.type('text/html').send(consentPage(params, params.client_id!));
  });

  app.post('/o/oauth2/v2/auth/approve', async (request, reply) => {
    const params = request.body as Params;
    const problem = checkAuthRequest(params);
    const found = findDemoChannel(params.channel_id ?? '');
    if (problem || !found)
      return reply
        .status(400)
        .type('text/html')
        .send(errorPage(problem ?? 'Unknown channel'));
    const code = state.createCode({
      clientId: params.client_id!,
      user: found.user,
      channel: found.channel,
      scope: params.scope ?? '',
      redirectUri: params.redirect_uri!,
      codeChallenge: params.code_challenge,
      codeChallengeMethod: params.code_challenge_method,
      offline: params.access_type === 'offline',
    });
    return redirectBack(reply, params, { code: code.code, scope: code.scope });
  });

  app.post('/o/oauth2/v2/auth/deny', async (request, reply) => {
    const params = request.body as Params;
    const problem = checkAuthRequest(params);
    if (problem) return reply.status(400).type('text/html').send(errorPage(problem));
    return redirectBack(reply, params, { error: 'access_denied' });
  });

  app.post('/token', async (request, reply) => {
    const body = request.body as Params;
    const client = clientCredentials(request, body);
    if (!client.id)
      return oauthError(reply, 401, 'invalid_client', 'The OAuth client was not found.');
    const knownSecret = state.clients.get(client.id);
    if (knownSecret !== undefined && knownSecret !== client.secret) {
      return oauthError(reply, 401, 'invalid_client', 'Unauthorized');
    }
    state.clients.set(client.id, client.secret ?? '');
    // A fault on 'oauth.token': Google's token endpoint fails (a 5xx), or answers nothing.
    const fault = state.takeFault('oauth.token', client.id);
    if (fault === 'timeout' || fault === 'connectionReset') {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (fault) return oauthError(reply, 500, 'internal_failure', 'Backend Error');

    if (body.grant_type === 'authorization_code') {
      const code = state.codes.get(body.code ?? '');
      if (!code || code.used || code.expiresAt <= state.now() || code.clientId !== client.id) {
        return oauthError(reply, 400, 'invalid_grant', 'Malformed auth code.');
      }
      if (code.redirectUri !== body.redirect_uri) {
        return oauthError(reply, 400, 'redirect_uri_mismatch', 'Bad Request');
      }
      if (
        code.codeChallenge &&
        !pkceMatches(code.codeChallenge, code.codeChallengeMethod, body.code_verifier)
      ) {
        return oauthError(reply, 400, 'invalid_grant', 'Invalid code verifier.');
      }
      code.used = true;
      const refresh = code.offline ? state.issueRefreshToken(code) : undefined;
      return tokenResponse(
        state.issueAccessToken(code, refresh?.token),
        refresh?.token,
        refreshExpiresIn(state, refresh),
      );
    }
    if (body.grant_type === 'refresh_token') {
      const refresh = state.liveRefreshToken(body.refresh_token ?? '');
      if (!refresh || refresh.clientId !== client.id) {
        return oauthError(reply, 400, 'invalid_grant', 'Token has been expired or revoked.');
      }
      return tokenResponse(
        state.issueAccessToken(refresh, refresh.token),
        undefined,
        refreshExpiresIn(state, refresh),
      );
    }
    return oauthError(
      reply,
      400,
      'unsupported_grant_type',
      `Invalid grant_type: ${body.grant_type ?? ''}`,
    );
  });

  app.post('/revoke', async (request, reply) => {
    const token =
      (request.query as Params).token ?? (request.body as Params | undefined)?.token ?? '';
    if (!state.revokeToken(token))
      return oauthError(reply, 400, 'invalid_token', 'Token expired or revoked');
    return {};
  });

  const tokenInfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const value = (request.query as Params).access_token ?? bearer(request);
    const token = state.liveAccessToken(value);
    if (!token) return oauthError(reply, 400, 'invalid_token', 'Invalid Value');
    const expiresIn = Math.floor((token.expiresAt - state.now()) / 1000);
    return {
      azp: token.clientId,
      aud: token.clientId,
      sub: token.user.sub,
      scope: token.scope,
      exp: String(Math.floor(token.expiresAt / 1000)),
      expires_in: expiresIn,
      email: token.user.email,
      email_verified: 'true',
      access_type: token.refreshToken ? 'offline' : 'online',
    };
  };
  app.get('/tokeninfo', tokenInfo);
  app.post('/tokeninfo', tokenInfo);

  const userInfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = state.liveAccessToken(bearer(request));
    if (!token) {
      return reply
        .status(401)
        .send({ error: 'invalid_request', error_description: 'Invalid Credentials' });
    }
    return profile(token);
  };
  app.get('/v1/userinfo', userInfo);
  app.get('/oauth2/v3/userinfo', userInfo);
}

function profile(grant: Grant) {
  return {
    sub: grant.user.sub,
    name: grant.user.name,
    given_name: grant.user.givenName,
    family_name: grant.user.familyName,
    picture: '',
    email: grant.user.email,
    email_verified: true,
  };
}

/**
 * Seconds left of a time-limited refresh token (an app in Testing), as Google announces it in
 * `refresh_token_expires_in`; undefined for one that lasts until revoked.
 */
function refreshExpiresIn(state: EmulatorState, refresh: RefreshToken | undefined) {
  const ttl = refresh && state.refreshTokenTtl(refresh.clientId);
  if (!refresh || ttl === undefined) return undefined;
  return Math.max(0, Math.floor((refresh.issuedAt + ttl - state.now()) / 1000));
}

function tokenResponse(
  access: { token: string; expiresAt: number; scope: string },
  refreshToken?: string,
  refreshTokenExpiresIn?: number,
) {
  return {
    access_token: access.token,
    expires_in: 3599,
    ...(refreshToken && { refresh_token: refreshToken }),
    ...(refreshTokenExpiresIn !== undefined && { refresh_token_expires_in: refreshTokenExpiresIn }),
    scope: access.scope,
    token_type: 'Bearer',
  };
}

function checkAuthRequest(params: Params) {
  if (!params.client_id) return 'Missing required parameter: client_id';
  if (!params.redirect_uri) return 'Missing required parameter: redirect_uri';
  try {
    new URL(params.redirect_uri);
  } catch {
    return 'Invalid parameter value for redirect_uri';
  }
  if (params.response_type !== 'code') return 'Invalid response_type: only "code" is supported';
  if (!params.scope) return 'Missing required parameter: scope';
  return undefined;
}

function redirectBack(reply: FastifyReply, params: Params, values: Params) {
  const target = new URL(params.redirect_uri!);
  for (const [key, value] of Object.entries(values)) target.searchParams.set(key, value);
  if (params.state) target.searchParams.set('state', params.state);
  return reply.redirect(target.toString(), 302);
}

function pkceMatches(challenge: string, method: string | undefined, verifier: string | undefined) {
  if (!verifier) return false;
  if (method === 'S256')
    return createHash('sha256').update(verifier).digest('base64url') === challenge;
  return verifier === challenge;
}

function clientCredentials(request: FastifyRequest, body: Params) {
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const [id, secret] = Buffer.from(header.slice(6), 'base64').toString().split(':');
    return { id, secret };
  }
  return { id: body.client_id, secret: body.client_secret };
}

export function bearer(request: FastifyRequest) {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}
