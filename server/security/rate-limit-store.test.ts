import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { json } from '../test/api-request';
import { rowCount } from '../test/counts';
import { startTestApp, type TestApp } from '../test/test-app';

const LIMIT = 3;
const env = {
  AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  GOOGLE_CLIENT_ID: 'server.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'server-secret',
};

let first: TestApp;
/** A second instance of the server on the same database, as behind a load balancer. */
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  first = await startTestApp({ env });
  second = await buildApp({ config: first.config, db: first.db }, { logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const count = (table: string) => rowCount(first, table);

describe('limits that hold across instances', () => {
  it('counts sign-in attempts from one address on every instance together', async () => {
    const login = (app: typeof second) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: json,
        remoteAddress: '203.0.113.7',
        payload: JSON.stringify({ email: 'victim@example.com', password: 'guess' }),
      });
    const statuses = [];
    for (let i = 0; i < LIMIT + 1; i++)
      statuses.push((await login(i % 2 ? second : first.app)).statusCode);
    // Two instances with counters of their own would have allowed twice the limit.
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login(first.app)).json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another address has its own count.
    const other = await first.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      remoteAddress: '198.51.100.9',
      payload: JSON.stringify({ email: 'victim@example.com', password: 'guess' }),
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits anonymous "Sign in with Google" starts, each of which writes a state', async () => {
    const before = await count('oauth_states');
    const start = (app: typeof second) =>
      app.inject({ method: 'GET', url: '/api/auth/google', remoteAddress: '192.0.2.44' });
    const statuses = [];
    for (let i = 0; i < LIMIT + 2; i++)
      statuses.push((await start(i % 2 ? second : first.app)).statusCode);
    expect(statuses).toEqual([302, 302, 302, 429, 429]);
    expect((await count('oauth_states')) - before).toBe(LIMIT);
    // Connecting a channel through a credential is a start too.
    const viaCredential = await second.inject({
      method: 'GET',
      url: '/api/auth/google/credential/server',
      remoteAddress: '192.0.2.44',
    });
    expect(viaCredential.statusCode).toBe(302); // a route of its own, counted on its own
  });
});

describe('housekeeping', () => {
  it('removes expired states, sessions and rate-limit windows when its loop starts', async () => {
    const { rows } = await first.pool.query<{ id: string }>(
      "insert into users (email) values ('old@example.com') returning id",
    );
    const userId = rows[0]!.id;
    await first.pool.query(
      `insert into oauth_states (state_hash, binding_hash, code_verifier_sealed, expires_at)
       values ('old-state', 'b', 'v', now() - interval '1 hour'),
              ('live-state', 'b', 'v', now() + interval '5 minutes')`,
    );
    await first.pool.query(
      `insert into sessions (user_id, token_hash, expires_at)
       values ($1, 'old-session', now() - interval '1 day'), ($1, 'live-session', now() + interval '1 day')`,
      [userId],
    );
    await first.pool.query(
      `insert into rate_limits (key, hits, reset_at)
       values ('old', 9, now() - interval '1 minute'), ('live', 1, now() + interval '1 minute')`,
    );
    const third = await buildApp({ config: first.config, db: first.db }, { logger: false });
    await third.ready();
    third.background.start(['housekeeping']);
    await third.close();
    const left = async (table: string, column: string) =>
      (await first.pool.query<{ v: string }>(`select ${column} as v from ${table}`)).rows
        .map((r) => r.v)
        .filter((v) => v.startsWith('old') || v.startsWith('live'))
        .sort();
    expect(await left('oauth_states', 'state_hash')).toEqual(['live-state']);
    expect(await left('sessions', 'token_hash')).toEqual(['live-session']);
    expect(await left('rate_limits', 'key')).toEqual(['live']);
  });
});
