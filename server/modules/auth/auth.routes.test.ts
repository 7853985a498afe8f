import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionCookie, startTestApp } from '@server/test/test-app';
import { useAuthTestApp } from './auth.test-helpers';

// Registering, with password strength and bad input, is in registration.test.ts.
const { t, json, register, login, currentUser, count } = useAuthTestApp();

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

  it('answers a wrong password and an unknown email alike: 401 "Wrong email or password."', async () => {
    const wrongPassword = await login({ email: 'a@example.com', password: 'wrong horse' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'correct horse' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Wrong email or password.',
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

describe('rate limits', () => {
  it('answers 429 after too many sign-in attempts from one address', async () => {
    const limited = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
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
