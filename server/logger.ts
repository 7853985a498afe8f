import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { Config } from './config';
import { prettyDestination } from './logger-pretty';

/**
 * Query parameters whose values grant access: an OAuth callback's `code` and `state`, tokens,
 * secrets. `error` and `error_description` stay: they say why a sign-in failed and grant nothing.
 */
const SECRET_PARAMS = new Set([
  'code',
  'state',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'password',
]);

function paramName(pair: string) {
  const raw = pair.split('=', 1)[0]!.replaceAll('+', ' ');
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL with the value of every secret query parameter replaced, for the log. */
export function redactUrl(url: string) {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) =>
      SECRET_PARAMS.has(paramName(pair)) ? `${pair.split('=', 1)[0]}=[redacted]` : pair,
    )
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted: every request's log line. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Readable lines (logger-pretty.ts) when LOG_FORMAT says so or, unset, when stdout is a terminal;
 * JSON lines everywhere else (log collectors parse those). `destination` replaces stdout (tests
 * read the lines; JSON unless `logFormat` is pretty). Either way the serializers above redact
 * first: the pretty lines are made from the JSON.
 */
export function createLogger(
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logFormat'>>,
  destination?: DestinationStream,
) {
  const format = config.logFormat ?? (!destination && process.stdout.isTTY ? 'pretty' : 'json');
  return pino(
    { level: config.logLevel, serializers: { req: serializeRequest } },
    format === 'pretty' ? prettyDestination(destination) : destination,
  );
}
