import type { FastifyReply, FastifyRequest } from 'fastify';
import { newId, type AccessToken, type EmulatorState } from './emulator-state';
import { TRANSPORT_FAULTS, type TransportFault } from './faults';
import { errorBody, failure, type ApiFailure } from './google-error';
import { bearer } from './oauth.routes';
import type { QuotaMethod } from './quota';

export type Query = Record<string, string | undefined>;
/** Google takes a list as `id=a,b` or as `id=a&id=b`; the official client sends the second. */
export type ListParam = string | string[] | undefined;

export class Failure extends Error {
  constructor(readonly detail: ApiFailure) {
    super(detail.message);
  }
}
export const fail = (...args: Parameters<typeof failure>) => new Failure(failure(...args));

export interface Caller {
  project: string;
  token?: AccessToken;
}

type Handler = (request: FastifyRequest, caller: Caller) => unknown;

/** Runs one Data API call the way Google does: authenticate, charge quota, then answer. */
export function apiCalls(state: EmulatorState) {
  return (method: QuotaMethod, needsUser: boolean, handler: Handler) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const latency = state.latencyMs + Math.random() * state.latencyJitterMs;
      if (latency) await sleep(latency);
      const insert = method === 'commentThreads.insert' || method === 'comments.insert';
      if (insert && state.insertDelayMs) await sleep(state.insertDelayMs);
      try {
        const caller = authenticate(state, request, needsUser);
        state.calls.push({
          method,
          receivedAt: state.now(),
          channelId: caller.token?.channel.id,
          videoId: videoIdOf(request),
        });
        const fault = state.takeFault(method, caller.project);
        if (fault && isTransportFault(fault) && fault !== 'dropAfterInsert')
          return breakConnection(request, reply, fault);
        if (fault && !isTransportFault(fault)) throw fail(fault);
        if (!state.quota.charge(caller.project, method, new Date(state.now())))
          throw fail('quotaExceeded');
        const body = handler(request, caller);
        if (insert && state.answerDelayMs) await sleep(state.answerDelayMs);
        if (fault === 'dropAfterInsert') return breakConnection(request, reply, fault);
        return body;
      } catch (error) {
        if (!(error instanceof Failure)) throw error;
        return reply.status(error.detail.status).send(errorBody(error.detail));
      }
    };
}
export type ApiCall = ReturnType<typeof apiCalls>;

function authenticate(state: EmulatorState, request: FastifyRequest, needsUser: boolean): Caller {
  const value = bearer(request);
  if (value) {
    const token = state.liveAccessToken(value);
    if (!token) throw fail('authError');
    return { project: token.clientId, token };
  }
  const key = (request.query as Query).key;
  // A key Google does not know: any key starting with `invalid` (docs: emulator/README.md).
  if (key?.startsWith('invalid')) throw fail('keyInvalid');
  if (key && !needsUser) return { project: `key:${key}` };
  throw new Failure({
    status: 401,
    reason: 'required',
    domain: 'global',
    message: 'Login Required.',
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The video a call is about: `videoId` of a list, or of an insert's body. */
function videoIdOf(request: FastifyRequest) {
  const body = request.body as { snippet?: { videoId?: unknown } } | undefined;
  const id = (request.query as Query).videoId ?? body?.snippet?.videoId;
  return typeof id === 'string' ? id : undefined;
}

function isTransportFault(value: string): value is TransportFault {
  return (TRANSPORT_FAULTS as readonly string[]).includes(value);
}

/** The request was (or was not) handled, but the caller never gets an answer. */
function breakConnection(request: FastifyRequest, reply: FastifyReply, fault: TransportFault) {
  reply.hijack();
  if (fault === 'timeout') {
    // Hold the socket open until the caller gives up; never answer.
    setTimeout(() => request.raw.socket.destroy(), 120_000).unref();
    return;
  }
  request.raw.socket.destroy();
}

export function splitIds(value: ListParam) {
  return [value ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/**
 * A list answer; `page` adds the page tokens, the total before paging and the page size asked for
 * (Google's resultsPerPage, also on a last page that holds fewer).
 */
export function listResponse(
  kind: string,
  items: unknown[],
  page: { total?: number; size?: number; nextPageToken?: string; prevPageToken?: string } = {},
) {
  return {
    kind,
    etag: newId('', 9),
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
    ...(page.prevPageToken ? { prevPageToken: page.prevPageToken } : {}),
    pageInfo: {
      totalResults: page.total ?? items.length,
      resultsPerPage: page.size ?? items.length,
    },
    items,
  };
}
