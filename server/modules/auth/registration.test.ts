import { describe, expect, it } from 'vitest';
import { json } from '@server/test/api-request';
import { sessionCookie, startTestApp } from '@server/test/test-app';
import { useAuthTestApp } from './auth.test-helpers';

// Signing in, the session and signing out are in auth.routes.test.ts.
const { t, register, currentUser, count } = useAuthTestApp();

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
      emailVerified: false,
      language: 'en',
      timeZone: null,
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

  // docs/security.md §8: registration tells a taken address apart, as often as sign-in may be tried.
  it('tells whether an address has an account at most AUTH_RATE_LIMIT_PER_MINUTE times a minute from one IP, then 429 for any address', async () => {
    const limited = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const attempt = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: json,
          payload: JSON.stringify({ email, password: 'correct horse' }),
        });
      expect((await attempt('taken@example.com')).statusCode).toBe(201);
      expect((await attempt('taken@example.com')).json().code).toBe('EMAIL_TAKEN');
      expect((await attempt('taken@example.com')).json().code).toBe('EMAIL_TAKEN');
      for (const email of ['taken@example.com', 'new@example.com']) {
        const blocked = await attempt(email);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().code).toBe('RATE_LIMITED');
      }
      const { rows } = await limited.pool.query('select email from users');
      expect(rows).toEqual([{ email: 'taken@example.com' }]);
    } finally {
      await limited.close();
    }
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
