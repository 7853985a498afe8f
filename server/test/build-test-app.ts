import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from './test-database';

export const TEST_APP_SECRET = 'test-app-secret-of-at-least-32-characters';

/** The whole app on a real, empty database, for `app.inject` tests. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { postgresAdminUrl?: string } = {},
) {
  const database = await createTestDatabase(options.postgresAdminUrl);
  const config = loadConfig({
    WEB_DIST_DIR: '/nonexistent',
    // Every inject comes from one address; the rate-limit test sets its own lower limit.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    // A fixed key, so no key file is written into the working folder.
    APP_SECRET: TEST_APP_SECRET,
    ...env,
  });
  const app = await buildApp(
    { config, db: database.db },
    { logger: process.env.TEST_LOG ? { level: 'error' } : false },
  );
  await app.ready();
  return {
    app,
    db: database.db,
    pool: database.pool,
    /** The database's address, for processes started by a test (a worker). */
    url: database.url,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** The session cookie from a response, ready for a Cookie header. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((c) => c.name === 'mcm_session');
  if (!cookie) throw new Error('no session cookie in the response');
  return `mcm_session=${cookie.value}`;
}
