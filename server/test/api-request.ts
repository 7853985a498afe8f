import type { TestApp } from './test-app';

/** A request to the API as a test sends it, and the check that a set-up step got its answer. */

export const json = { 'content-type': 'application/json' };

type Response = { statusCode: number; body: string };

/** Throws unless the API answered `status`: a set-up step that failed says so where it failed. */
export function expectStatus<R extends Response>(response: R, status: number, what: string) {
  if (response.statusCode !== status) {
    throw new Error(`${what}: expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return response;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as a signed-in user (its cookie); a body goes as JSON. */
export const sender =
  (t: TestApp) => (method: Method, url: string, cookie: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: body === undefined ? { cookie } : { ...json, cookie },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
