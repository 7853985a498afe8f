import { json } from '@server/test/api-request';
import { rowCount } from '@server/test/counts';
import { currentUser } from '@server/test/scenario';
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
