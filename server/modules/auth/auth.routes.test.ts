import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, sessionCookie, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.execute(sql`truncate users cascade`);
});

const json = { 'content-type': 'application/json' };
const register = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { ...json, ...headers },
    payload: JSON.stringify(body),
  });
const login = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...json, ...headers },
    payload: JSON.stringify(body),
  });
const currentUser = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: cookie ? { cookie } : {} });
const count = async (table: 'users' | 'sessions') => {
  const { rows } = await t.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
};

describe('register', () => {
  it('creates the user, signs them in with an httpOnly SameSite=Lax cookie, and never returns the hash', async () => {
    const response = await register({
      email: 'Ada@Example.com',
      password: 'correct horse',
      fullName: ' Ada Lovelace ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      avatar: null,
    });
    expect(response.body).not.toMatch(/argon2|password/i);

    const cookie = response.cookies.find((c) => c.name === 'mcm_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await currentUser(sessionCookie(response))).json()).toEqual(body);
  });

  it('stores an argon2id hash and only a hash of the session token', async () => {
    const response = await register({ email: 'a@example.com', password: 'correct horse' });
    const { rows } = await t.pool.query<{ password_hash: string; token_hash: string }>(
      'select password_hash, token_hash from users join sessions on sessions.user_id = users.id',
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    const token = sessionCookie(response).split('=')[1]!;
    expect(rows[0]!.token_hash).not.toContain(token);
  });

  it('refuses a second account with the same email, whatever its case, with 409', async () => {
    await register({ email: 'a@example.com', password: 'correct horse' });
    const response = await register({ email: 'A@EXAMPLE.COM', password: 'plum lantern ferry' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists.',
    });
    expect(await count('users')).toBe(1);
  });

  it('strips unknown fields', async () => {
    const response = await register({
      email: 'a@example.com',
      password: 'correct horse',
      id: 'mine',
      isAdmin: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).not.toBe('mine');
    expect(response.json()).not.toHaveProperty('isAdmin');
  });
});

describe('password strength', () => {
  const email = 'ada.lovelace@example.com';

  it.each([
    ['password', 'common'],
    ['12345678', 'common'],
    ['qwertyuiop', 'common'],
    [email, 'personal'],
    ['lovelace1815', 'personal'],
    ['abcdefghijk', 'sequence'],
    ['zxcvbnm,./', 'keyboard'],
    ['aaaaaaaaaaaa', 'repeat'],
    ['1990-05-12', 'date'],
    ['xk3!pq9z', 'short'],
  ])('refuses %s with 400 WEAK_PASSWORD (%s) and creates nothing', async (password, reason) => {
    const response = await register({ email, password, fullName: 'Ada Lovelace' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'WEAK_PASSWORD',
      message: expect.stringMatching(/too easy to guess/),
      detail: reason,
    });
    expect(response.cookies).toHaveLength(0);
    expect(await count('users')).toBe(0);
    expect(await count('sessions')).toBe(0);
  });

  it("counts the user's own name as easy to guess", async () => {
    const response = await register({
      email: 'grace@example.com',
      password: 'Grace Hopper',
      fullName: 'Grace Hopper',
    });
    expect(response.json()).toMatchObject({ code: 'WEAK_PASSWORD', detail: 'personal' });
  });

  it('accepts a passphrase of a few unrelated words', async () => {
    const response = await register({ email, password: 'plum lantern ferry' });
    expect(response.statusCode).toBe(201);
    expect(await count('users')).toBe(1);
  });
});

describe('login', () => {
  beforeEach(async () => {
    await register({ email: 'a@example.com', password: 'correct horse' });
  });

  it('signs in with the right password, the email in any case', async () => {
    const response = await login({ email: 'A@example.com', password: 'correct horse' });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('a@example.com');
    expect((await currentUser(sessionCookie(response))).json()?.email).toBe('a@example.com');
  });

  it('answers a wrong password and an unknown email alike: 401 "Invalid credentials"', async () => {
    const wrongPassword = await login({ email: 'a@example.com', password: 'wrong horse' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'correct horse' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid credentials',
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('does not judge the strength of an existing password', async () => {
    await t.db.execute(sql`truncate users cascade`);
    await t.pool.query('insert into users (email, password_hash) values ($1, $2)', [
      'old@example.com',
      await hash('password'),
    ]);
    const response = await login({ email: 'old@example.com', password: 'password' });
    expect(response.statusCode).toBe(200);
  });

  it('rotates the session: the token held before signing in stops working', async () => {
    const first = sessionCookie(await login({ email: 'a@example.com', password: 'correct horse' }));
    const second = sessionCookie(
      await login({ email: 'a@example.com', password: 'correct horse' }, { cookie: first }),
    );
    expect(second).not.toBe(first);
    expect((await currentUser(first)).json()).toBeNull();
    expect((await currentUser(second)).json()?.email).toBe('a@example.com');
  });
});

describe('logout and the current user', () => {
  it('reports no one for an anonymous visitor or an unknown token', async () => {
    expect((await currentUser()).json()).toBeNull();
    expect((await currentUser('mcm_session=forged')).json()).toBeNull();
  });

  it('ends the session on the server and clears the cookie', async () => {
    const cookie = sessionCookie(
      await register({ email: 'a@example.com', password: 'correct horse' }),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'mcm_session')?.value).toBe('');
    expect((await currentUser(cookie)).json()).toBeNull();
    expect(await count('sessions')).toBe(0);
  });

  it('needs a session to log out', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('bad input creates no user and no session', () => {
  const cases: [string, () => ReturnType<typeof register>, number, string][] = [
    [
      'malformed JSON',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: json,
          payload: '{"email": "a@',
        }),
      400,
      'INVALID_JSON',
    ],
    [
      'an email over 254 characters',
      () => register({ email: `${'a'.repeat(250)}@example.com`, password: 'correct horse' }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a password over 1024 characters',
      () => register({ email: 'a@example.com', password: 'x'.repeat(1025) }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a password under 8 characters',
      () => register({ email: 'a@example.com', password: 'short' }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'an invalid email',
      () => register({ email: 'not-an-email', password: 'correct horse' }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a body that is not JSON',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'content-type': 'text/plain' },
          payload: 'email=a@example.com&password=correct horse',
        }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a form post',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'email=a%40example.com&password=correct+horse',
        }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a request from another origin',
      () =>
        register(
          { email: 'a@example.com', password: 'correct horse' },
          { origin: 'https://evil.example' },
        ),
      403,
      'CROSS_ORIGIN',
    ],
    [
      'a cross-site fetch',
      () =>
        register(
          { email: 'a@example.com', password: 'correct horse' },
          { 'sec-fetch-site': 'cross-site' },
        ),
      403,
      'CROSS_ORIGIN',
    ],
  ];

  it.each(cases)('%s', async (_name, send, status, code) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code, message: expect.any(String) });
    expect(response.json().message.length).toBeGreaterThan(0);
    expect(await count('users')).toBe(0);
    expect(await count('sessions')).toBe(0);
  });

  it('names the field at fault in a validation message', async () => {
    const response = await register({ email: 'a@example.com', password: 'x'.repeat(1025) });
    expect(response.json().message).toMatch(/^password: /);
  });

  it('accepts a same-origin request from a browser', async () => {
    const response = await register(
      { email: 'a@example.com', password: 'correct horse' },
      { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('rate limits', () => {
  it('answers 429 after too many sign-in attempts from one address', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: json,
          payload: JSON.stringify({ email: 'a@example.com', password: 'guess' }),
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/Too many attempts/),
      });
    } finally {
      await limited.close();
    }
  });
});
