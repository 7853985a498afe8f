import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * PostgreSQL refuses U+0000 in text (the query fails: a 500) and stores a lone UTF-16 surrogate
 * as U+FFFD (the text changes silently). Such text is refused at the boundary, in the path, the
 * query and the body of every route registered after this call, before validation, handlers or
 * queries see it.
 */
export function registerTextGuard(app: FastifyInstance) {
  // On each route rather than on the app: a route's own hooks run after every plugin's, so the
  // signed-in tree's 401 comes first and an anonymous caller learns nothing about its input.
  app.addHook('onRoute', (route) => {
    route.preValidation = [route.preValidation ?? [], refuseUnstorableText].flat();
  });
}

async function refuseUnstorableText(request: FastifyRequest) {
  for (const input of [request.params, request.query, request.body]) {
    const field = findInvalidText(input);
    if (field !== undefined) throw invalidText(field);
  }
}

/**
 * The router cannot decode a path holding a lone surrogate's bytes (%ED%A0%80): answered like
 * any other text that cannot be stored, in the API's error shape rather than the router's own.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 500;
  const known =
    error.code === 'FST_ERR_BAD_URL'
      ? new AppError(400, 'INVALID_TEXT', `The address ${CANNOT_BE_STORED}.`)
      : status < 500
        ? new AppError(status, 'BAD_REQUEST', 'The address cannot be read.')
        : new AppError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  void reply.status(known.statusCode).send({ code: known.code, message: known.message });
}

const CANNOT_BE_STORED =
  'contains a character that cannot be stored (a NUL or a broken Unicode character)';

export function invalidText(field: string) {
  const where = field ? `The text in "${toStorable(field)}"` : 'The request';
  return new AppError(400, 'INVALID_TEXT', `${where} ${CANNOT_BE_STORED}.`);
}

type Visit = { value: unknown; parent?: Visit; key?: string };

/**
 * The dotted path of a string or object key that cannot be stored ('' for the value itself),
 * or undefined when all can. Iterative, so no nesting depth overflows the stack; the work is linear
 * in the body's size, which the body limit caps.
 */
export function findInvalidText(root: unknown): string | undefined {
  const pending: Visit[] = [{ value: root }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isStorable(value)) return pathOf(visit);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) =>
        pending.push({ value: item, parent: visit, key: String(index) }),
      );
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        const child = { value: item, parent: visit, key };
        if (!isStorable(key)) return pathOf(child);
        pending.push(child);
      }
    }
  }
  return undefined;
}

function pathOf(visit: Visit) {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

export function isStorable(text: string) {
  return !text.includes('\u0000') && (text as Es2024String).isWellFormed();
}

/** A field name quoted in the message must not carry the character it complains about. */
function toStorable(text: string) {
  return (text as Es2024String).toWellFormed().replaceAll('\u0000', '\uFFFD');
}

/** Node 20 has these; the server compiles against the ES2023 library, which does not declare them. */
type Es2024String = string & { isWellFormed(): boolean; toWellFormed(): string };
