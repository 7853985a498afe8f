import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Posted by mail clients, not by our pages (a one-click unsubscribe, RFC 8058): a form body
     * from another site, authorised by a signed token in its address instead of the session.
     */
    fromMailClients?: boolean;
  }
}

/**
 * CSRF defence for the cookie session (docs/security.md §4): a mutating /api request must come from
 * our own origin and, when it has a body, carry JSON, which a cross-site form cannot send.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: URL | undefined) {
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config.fromMailClients) return;
    // An API token (docs/api.md) is not sent by a browser on its own, as a cookie is: a request
    // with one needs no proof of where it comes from. Sent with the cookie too, it is refused.
    if (/^bearer\b/i.test(request.headers.authorization ?? '')) return;

    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (
      (site && site !== 'same-origin' && site !== 'none') ||
      (origin && !isOwnOrigin(origin, request, publicUrl))
    ) {
      throw new AppError(403, 'CROSS_ORIGIN', 'Requests from other sites are not allowed.');
    }
    if (hasBody(request) && !isJson(request.headers['content-type'])) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON.');
    }
  });
}

function isOwnOrigin(origin: string, request: FastifyRequest, publicUrl: URL | undefined) {
  if (publicUrl && origin === publicUrl.origin) return true;
  try {
    const from = new URL(origin);
    // Through URL on both sides, so a default port (":80", ":443") compares equal to none.
    return from.host === new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    return false; // "null" and other opaque origins
  }
}

function hasBody(request: FastifyRequest) {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

function isJson(contentType: string | undefined) {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}
