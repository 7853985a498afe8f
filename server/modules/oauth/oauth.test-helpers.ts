import { rowCount } from '@server/test/counts';
import { currentUser } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';

export const SERVER_CLIENT = 'server-level.apps.googleusercontent.com';

/**
 * The app for one OAuth test file, with a server-level Google credential, and what its tests
 * read. Called at the top of each file, so that every file registers its own hooks.
 */
export function useOAuthTestApp() {
  const t = usePlatformTestApp({
    env: {
      GOOGLE_CLIENT_ID: SERVER_CLIENT,
      GOOGLE_CLIENT_SECRET: 'server-secret',
    },
    reset: ['users', 'quota_usage', 'oauth_states'],
  });

  return {
    t,
    count: (table: 'accounts' | 'users' | 'sessions') => rowCount(t, table),
    currentUser: (cookie: string) => currentUser(t, cookie),
  };
}
