import { useTestApp } from '../../test/use-test-app';

/**
 * The app for one auth test file, with the requests its tests send. Called at the top of each
 * file, so that every file registers its own hooks and gets its own database.
 */
export function useAuthTestApp() {
  const t = useTestApp();

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
    t.app.inject({
      method: 'GET',
      url: '/api/auth/current-user',
      headers: cookie ? { cookie } : {},
    });
  const count = async (table: 'users' | 'sessions') => {
    const { rows } = await t.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    return rows[0]!.n;
  };

  return { t, json, register, login, currentUser, count };
}
