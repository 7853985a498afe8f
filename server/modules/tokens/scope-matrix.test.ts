import { describe, expect, it } from 'vitest';
import type { CreatedToken } from '@core/api/tokens.schema';
import { TOKEN_SCOPES, type TokenScope } from '@core/workspaces/scopes';
import { json, sender } from '@server/test/api-request';
import { databaseDigest } from '@server/test/db-digest';
import { register } from '@server/test/scenario';
import { useTestApp } from '@server/test/use-test-app';

// docs/api.md §1–2, over every operation of the API's description: what its security names is
// what a token is held to.
const t = useTestApp();
const send = sender(t);

type Security = Record<string, string[]>[];
interface Document {
  paths: Record<string, Record<string, { security?: Security }>>;
}

/** Each operation a signed-in caller may make, with the scopes a token needs (none: no token). */
async function signedInOperations() {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.security)
      .map(([method, operation]) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        // Any id: a refused request is refused before its input is read.
        url: path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000'),
        bearer: operation.security!.find((entry) => entry.bearer)?.bearer as
          TokenScope[] | undefined,
      })),
  );
}

const withToken = (token: string, operation: { method: string; url: string }) => {
  const body = !['GET', 'DELETE'].includes(operation.method);
  return t.app.inject({
    method: operation.method as 'GET',
    url: operation.url,
    headers: { authorization: `Bearer ${token}`, ...(body ? json : {}) },
    payload: body ? '{}' : undefined,
  });
};

/** Everything but the audit log (which records each refusal) and the tokens' last use. */
const workDigest = () => databaseDigest(t, ['audit_events', 'api_tokens']);

async function makeToken(cookie: string, scopes: readonly TokenScope[], name = 'Matrix') {
  const made = await send('POST', '/api/tokens', cookie, { name, scopes });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<CreatedToken>();
}

describe('every operation of the API', () => {
  it('refuses a token without the scope it names (403, nothing changed), and one no token may make', async () => {
    const owner = await register(t, 'owner');
    const all = await makeToken(owner.cookie, TOKEN_SCOPES);
    const without = Object.fromEntries(
      await Promise.all(
        TOKEN_SCOPES.map(async (scope) => [
          scope,
          (
            await makeToken(
              owner.cookie,
              TOKEN_SCOPES.filter((other) => other !== scope),
            )
          ).token,
        ]),
      ),
    ) as Record<TokenScope, string>;
    const operations = await signedInOperations();
    expect(operations.length).toBeGreaterThan(100);

    const before = await workDigest();
    const wrong: string[] = [];
    for (const operation of operations) {
      const needs = operation.bearer?.[0];
      // The few reads of the person's own any token may make (bearer: []) need no scope.
      if (operation.bearer && !needs) continue;
      const response = await withToken(needs ? without[needs] : all.token, operation);
      const expected = needs
        ? { code: 'TOKEN_SCOPE', detail: needs }
        : { code: 'TOKEN_NOT_ALLOWED' };
      const body = response.json<{ code?: string; detail?: string }>();
      if (
        response.statusCode !== 403 ||
        body.code !== expected.code ||
        body.detail !== (expected as { detail?: string }).detail
      ) {
        wrong.push(`${operation.method} ${operation.url}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await workDigest()).toEqual(before);

    // And the scope it names is enough: a token with that one alone gets past the door.
    const only = Object.fromEntries(
      await Promise.all(
        TOKEN_SCOPES.map(async (scope) => [scope, (await makeToken(owner.cookie, [scope])).token]),
      ),
    ) as Record<TokenScope, string>;
    const stopped: string[] = [];
    for (const operation of operations) {
      const needs = operation.bearer?.[0];
      if (!needs) continue;
      const response = await withToken(only[needs], operation);
      if ([401, 403].includes(response.statusCode)) {
        stopped.push(`${operation.method} ${operation.url}: ${response.statusCode}`);
      }
    }
    expect(stopped).toEqual([]);
  });

  it('answers 401 to an unknown, an expired and a revoked token, alike', async () => {
    const owner = await register(t, 'owner');
    const expired = await makeToken(owner.cookie, TOKEN_SCOPES, 'Expired');
    await t.pool.query(
      `update api_tokens set expires_at = now() - interval '1 second' where id = $1`,
      [expired.id],
    );
    const revoked = await makeToken(owner.cookie, TOKEN_SCOPES, 'Revoked');
    expect((await send('DELETE', `/api/tokens/${revoked.id}`, owner.cookie)).statusCode).toBe(204);
    const tokens = [`mcm_${'A'.repeat(43)}`, expired.token, revoked.token];

    const before = await workDigest();
    const wrong: string[] = [];
    for (const operation of await signedInOperations()) {
      for (const token of tokens) {
        const response = await withToken(token, operation);
        if (
          response.statusCode !== 401 ||
          response.json<{ code: string }>().code !== 'API_TOKEN_INVALID'
        ) {
          wrong.push(`${operation.method} ${operation.url}: ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await workDigest()).toEqual(before);
  });
});
