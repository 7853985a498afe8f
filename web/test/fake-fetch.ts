import { vi } from 'vitest';

type Answer = (url: string, init?: RequestInit) => unknown;

/**
 * The network, swapped for the test (setup.ts puts the real one back after each test): every call
 * answers `body` with `init`'s status: null as no body, a string as it is, anything else as JSON.
 * `body` may be a function of the request, and may return a promise (one that never settles: a
 * request that hangs). Returns the mock, which records what was sent.
 */
export function fakeFetch(body: unknown = {}, init: ResponseInit = {}) {
  const answer: Answer = typeof body === 'function' ? (body as Answer) : () => body;
  const respond = (value: unknown) =>
    new Response(value === null || typeof value === 'string' ? value : JSON.stringify(value), init);
  const fetch = vi.fn((url: string, request?: RequestInit) => {
    const value = answer(url, request);
    return value instanceof Promise ? value.then(respond) : Promise.resolve(respond(value));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
