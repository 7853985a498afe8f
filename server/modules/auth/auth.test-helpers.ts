import { expect } from 'vitest';
import { json, sender } from '@server/test/api-request';
import { rowCount } from '@server/test/counts';
import { currentUser } from '@server/test/scenario';
import { sessionCookie } from '@server/test/test-app';
import { useTestInbox } from '@server/test/test-inbox';
import { useTestApp } from '@server/test/use-test-app';

/**
 * The app for one auth test file, with the requests its tests send. Called at the top of each
 * file, so that every file registers its own hooks and gets its own database.
 */
export function useAuthTestApp() {
  const t = useTestApp();

  /** A POST of `body` as JSON, with any more headers (a forwarded address). */
  const post =
    (url: string) =>
    (body: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...json, ...headers },
        payload: JSON.stringify(body),
      });

  return {
    t,
    json,
    register: post('/api/auth/register'),
    login: post('/api/auth/login'),
    currentUser: (cookie?: string) => currentUser(t, cookie),
    count: (table: 'users' | 'sessions') => rowCount(t, table),
  };
}

export const PASSWORD = 'correct horse battery';

/**
 * The app with a real SMTP server on TCP (docs/email.md) and a public address, for the tests of
 * what each email says and each link does. Called at the top of each file, as useAuthTestApp.
 */
export function useMailTestApp() {
  const env: Record<string, string> = { PUBLIC_URL: 'https://comments.example.com' };
  const inbox = useTestInbox(env);
  const t = useTestApp({ env });

  const post = (url: string, body: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: cookie ? { ...json, cookie } : json,
      payload: JSON.stringify(body),
    });
  let n = 0;
  /** A new account, registered in `language`: its address and session cookie. */
  async function signUp(language?: string) {
    const email = `owner-${++n}@example.com`;
    const response = await post('/api/auth/register', { email, password: PASSWORD, language });
    expect(response.statusCode).toBe(201);
    return { email, cookie: sessionCookie(response) };
  }

  return {
    t,
    inbox,
    post,
    send: sender(t),
    signUp,
    login: (email: string, password: string) => post('/api/auth/login', { email, password }),
  };
}
