import { onTestFinished, vi } from 'vitest';
import { z, type ZodType } from 'zod';
import { errorBodySchema } from '@core/api/common.schema';
import { ROUTE_RESPONSES } from '@core/api/route-responses';

/** An answer with a status of its own, from a fake that answers several requests. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

type Answer = (url: string, init?: RequestInit) => unknown;

interface Route {
  name: string;
  method: string;
  path: RegExp;
  responses: Record<number, ZodType>;
}

// A fixed path before one with a parameter, as Fastify picks them (/api/videos/reorder, not :id).
const ROUTES: Route[] = Object.entries(ROUTE_RESPONSES)
  .map(([name, responses]) => {
    const [method, path] = name.split(' ') as [string, string];
    const pattern = path.replace(/:\w+/g, '[^/]+');
    return { name, method, path: new RegExp(`^${pattern}$`), responses };
  })
  .sort((a, b) => Number(a.name.includes(':')) - Number(b.name.includes(':')));

function routeOf(method: string, url: string) {
  const path = url.split('?')[0]!;
  const route = ROUTES.find((r) => r.method === method && r.path.test(path));
  if (!route) throw new Error(`no route answers ${method} ${path} (core/api/route-responses.ts)`);
  return route;
}

/**
 * The body the server would send for this fake answer: through the schema its route declares,
 * unknown fields stripped, as the server serializes it; a failure through `errorBodySchema`.
 * Throws, naming the route, when the server could not send it.
 */
function serialize(route: Route, { status, body }: Reply) {
  const schema = status >= 400 ? errorBodySchema : route.responses[status];
  if (!schema) {
    const statuses = Object.keys(route.responses).join(' or ');
    throw new Error(`${route.name} answers ${statuses}, not ${status}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `the fake answer ${status} to ${route.name} is not one the server could send:\n` +
        z.prettifyError(parsed.error),
    );
  }
  return status === 204 ? null : JSON.stringify(parsed.data);
}

/**
 * The API, swapped for the test (setup.ts puts the real fetch back after each test): every call
 * answers `body` with `init`'s status (by default the route's own success status). `body` may be
 * a function of the request, returning the body or a `Reply`, or a promise of one (one that never
 * settles: a request that hangs). Each answer must be one the server could send: one that is not
 * fails the test, naming the route and what is wrong. Returns the mock, which records what was
 * sent.
 */
export function fakeFetch(body: unknown = null, init: ResponseInit = {}) {
  const answer: Answer = typeof body === 'function' ? (body as Answer) : () => body;
  const problems = new Set<string>();
  // A fetch that throws is a request that failed, which a screen may show as expected: the
  // test fails after it instead.
  onTestFinished(() => {
    if (problems.size) throw new Error([...problems].join('\n\n'));
  });
  const respond = (url: string, method: string, value: unknown) => {
    try {
      const route = routeOf(method, url);
      const reply =
        value instanceof Reply
          ? value
          : new Reply(init.status ?? Number(Object.keys(route.responses)[0]), value);
      return new Response(serialize(route, reply), { ...init, status: reply.status });
    } catch (error) {
      problems.add((error as Error).message);
      throw error;
    }
  };
  const fetch = vi.fn((url: string, request?: RequestInit) => {
    const method = request?.method ?? 'GET';
    const value = answer(url, request);
    return value instanceof Promise
      ? value.then((settled) => respond(url, method, settled))
      : Promise.resolve().then(() => respond(url, method, value));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
