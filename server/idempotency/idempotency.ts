import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBodySchema } from '@core/api/common.schema';
import { IDEMPOTENCY_HEADER, idempotencyHeadersSchema } from '@core/api/idempotency.schema';
import type { Db } from '@server/db/database';
import type { SecretBox } from '@server/security/secret-box';
import { AppError } from '@server/http/app-error';
import { IDEMPOTENT_ROUTES } from './idempotent-routes';
import {
  claimKey,
  keepAnswer,
  readKey,
  releaseKey,
  type KeyClaim,
  type KeyState,
} from './idempotency.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds while it is handled; its answer is kept under it. */
    idempotencyClaim: KeyClaim | null;
    /** The answer is one given before to the same key: nothing was done (no audit line either). */
    replayed: boolean;
  }
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
}

/** A first request still handled after this long has stopped (its process ended) unanswered. */
const STALE_MS = 5 * 60_000;
const POLL_MS = 50;

const reused = () =>
  new AppError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used with another request. Use a new key for each request.',
  );
const inProgress = () =>
  new AppError(
    409,
    'IDEMPOTENCY_IN_PROGRESS',
    'A request with this Idempotency-Key is still being handled. Send it again in a moment.',
  );
const unfinished = () =>
  new AppError(
    409,
    'IDEMPOTENCY_UNFINISHED',
    'A request with this Idempotency-Key stopped before it answered: whether it took effect is ' +
      'not known. Look before sending it again with a new key.',
  );

const flat = (value: unknown) => value === null || typeof value !== 'object';

/** JSON with each object's keys in order: the same body, however a client orders it. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    // A list of plain values (33,333 video ids) in one native call.
    return value.every(flat) ? JSON.stringify(value) : `[${value.map(canonical).join(',')}]`;
  }
  if (!flat(value)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests the same: the route, its address, the workspace, the body. */
const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${request.access?.workspaceId}\n`)
    .update(canonical(request.body))
    .digest('base64url');

/**
 * Takes the key, or waits while another request holds it: 'claimed' for the one that does the
 * work, the kept answer for the others. Polled, across processes: the key is a row.
 */
async function settle(db: Db, claim: KeyClaim, waitMs: number): Promise<'claimed' | KeyState> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (await claimKey(db, claim)) return 'claimed';
    const state = await readKey(db, claim.owner, claim.key);
    if (state) {
      if (state.fingerprint !== claim.fingerprint) throw reused();
      if (state.status !== null) return state;
      if (state.ageMs > STALE_MS) throw unfinished();
    }
    if (Date.now() >= deadline) throw inProgress();
    // Let go between the two statements (its request failed), the key is claimed again at once.
    if (state) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The request's key, checked as the route's header schema checks it; undefined without one. */
function keyOf(request: FastifyRequest) {
  const header = idempotencyHeadersSchema.shape[IDEMPOTENCY_HEADER];
  const checked = header.safeParse(request.headers[IDEMPOTENCY_HEADER]);
  if (!checked.success) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      `${IDEMPOTENCY_HEADER}: ${checked.error.issues[0]!.message}`,
    );
  }
  return checked.data;
}

const bodyText = (payload: unknown) =>
  typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '';

async function keepOrRelease(
  db: Db,
  secrets: SecretBox,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const claim = request.idempotencyClaim!;
  request.idempotencyClaim = null;
  try {
    // A failure changed nothing (its transaction rolled back), and a limit passes: the key is
    // free for a retry. Any other answer is the request's, given again to the same key.
    if (reply.statusCode >= 500 || reply.statusCode === 429) await releaseKey(db, claim);
    else {
      const type = reply.getHeader('content-type');
      await keepAnswer(db, claim, {
        status: reply.statusCode,
        contentType: typeof type === 'string' ? type : null,
        // Sealed with the app's key: an answer may hold a secret shown once (a webhook's).
        body: secrets.seal(bodyText(payload)),
      });
    }
  } catch (error) {
    // Unkept, the key stays taken: a retry is told the first request's end is unknown.
    request.log.error({ err: error }, 'an idempotency key kept no answer');
  }
}

/**
 * docs/api.md §4: the writes of IDEMPOTENT_ROUTES take an `Idempotency-Key`. The first request
 * with a key does the work and its answer is kept (in PostgreSQL, for every process) under the
 * key of its token or session; the same key with the same request is given that answer again, and
 * with another request refused. Registered in the signed-in tree after signed-in.ts: who calls is
 * known, and a refused caller takes no key.
 */
export function registerIdempotency(
  tree: FastifyInstance,
  { db, secrets, waitMs }: { db: Db; secrets: SecretBox; waitMs: number },
) {
  tree.decorateRequest('idempotencyClaim', null);
  tree.decorateRequest('replayed', false);
  tree.addHook('onRoute', (route) => {
    if (!IDEMPOTENT_ROUTES.has(`${[route.method].flat().join(',')} ${route.url}`)) return;
    route.config = { ...route.config, idempotent: true };
    route.schema = {
      ...route.schema,
      headers: idempotencyHeadersSchema,
      response: {
        409: errorBodySchema,
        422: errorBodySchema,
        ...(route.schema?.response as object | undefined),
      },
    };
  });
  // Before validation: a request sent again is answered without its body being checked again
  // (a 100,000-comment batch's took 9 ms); the first was checked before it did anything.
  tree.addHook('preValidation', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = keyOf(request);
    if (key === undefined) return;
    const owner = request.token ? { tokenId: request.token.id } : { sessionId: request.sessionId! };
    const claim = { owner, key, fingerprint: fingerprintOf(request) };
    const settled = await settle(db, claim, waitMs).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'IDEMPOTENCY_IN_PROGRESS') {
        reply.header('retry-after', '1');
      }
      throw error;
    });
    if (settled === 'claimed') {
      request.idempotencyClaim = claim;
      return;
    }
    request.replayed = true;
    if (settled.contentType) reply.header('content-type', settled.contentType);
    const body = settled.body === null ? '' : secrets.open(settled.body);
    return reply.code(settled.status!).header('idempotent-replayed', 'true').send(body);
  });
  // Before the answer is compressed (the compression's hook is the route's own, which runs last).
  tree.addHook('onSend', async (request, reply, payload) => {
    if (request.idempotencyClaim) await keepOrRelease(db, secrets, request, reply, payload);
    return payload;
  });
}
