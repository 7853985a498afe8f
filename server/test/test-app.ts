import { startEmulator, type Emulator } from '@emulator/emulator';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { startTempPostgres } from './own-postgres';
import { startEmulatorProcess } from './server-process';
import { createTestDatabase } from './test-database';

/**
 * Load shedding off (docs/operations.md): a test's own work (a 22 MB body built, 100,000 rows),
 * and a CI machine running the journeys beside it, load the app's event loop, which load shedding
 * reads as pressure and answers 503 (a registration refused so, its email never sent, once failed
 * logger.test.ts). For every app a test builds, unless the test turns it on.
 */
export const WITHOUT_LOAD_SHEDDING = {
  LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
  LOAD_SHED_EVENT_LOOP_UTILIZATION: '0',
};
/**
 * The loops a test app runs: the senders, as a web process of `ROLE=all` would. Posting and the
 * checks beside it are driven by each test itself (its own clock, its own steps).
 */
const TEST_APP_LOOPS = [
  'mail',
  'event dispatch',
  'webhook delivery',
  'exports',
  'housekeeping',
  'search-index upkeep',
] as const;

export const TEST_APP_SECRET = 'test-app-secret-of-at-least-32-characters';

/** The emulator as any test app has it: its address, and closing it. */
export interface RunningEmulator {
  url: string;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** The app's environment, over the test defaults below. */
  env?: Record<string, string>;
  /**
   * The PostgreSQL the app's fresh database is made on: the test run's (by default), a server at
   * `adminUrl` (a test's own), or `'own'`, an embedded one started with the app and stopped with
   * it, for what runs outside vitest (the benchmarks).
   */
  postgres?: { adminUrl: string } | 'own';
  /** Connections in the app's pool: a few for a test; a benchmark has the app's 10. */
  poolSize?: number;
  /**
   * Google, for the app: the emulator in this process (its state at hand), or in a process of its
   * own (its CPU time not counted as the app's). Without one, Google is out of reach.
   */
  emulator?: 'in-process' | 'process';
}

async function emulatorProcess(): Promise<RunningEmulator> {
  const emulator = await startEmulatorProcess();
  return {
    url: emulator.baseUrl,
    close: async () => {
      emulator.child.kill('SIGTERM');
      await emulator.exited;
    },
  };
}

async function startApp(options: TestAppOptions) {
  const closing: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const step of closing.reverse()) await step();
  };
  try {
    const emu =
      options.emulator === 'process'
        ? await emulatorProcess()
        : options.emulator === 'in-process'
          ? await startEmulator()
          : undefined;
    if (emu) closing.push(() => emu.close());
    let adminUrl: string | undefined;
    if (options.postgres === 'own') {
      const postgres = await startTempPostgres('mcm-app-');
      closing.push(postgres.stop);
      adminUrl = postgres.adminUrl;
    } else {
      adminUrl = options.postgres?.adminUrl;
    }
    const database = await createTestDatabase(adminUrl, { poolSize: options.poolSize });
    closing.push(() => database.close());
    const config = loadConfig({
      WEB_DIST_DIR: '/nonexistent',
      // Every inject comes from one address; the rate-limit test sets its own lower limit.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // A fixed key, so no key file is written into the working folder.
      APP_SECRET: TEST_APP_SECRET,
      ...WITHOUT_LOAD_SHEDDING,
      ...(emu && { GOOGLE_OAUTH_BASE_URL: emu.url, YOUTUBE_API_BASE_URL: emu.url }),
      ...options.env,
    });
    const app = await buildApp(
      { config, db: database.db },
      { logger: process.env.TEST_LOG ? { level: 'error' } : false },
    );
    closing.push(() => app.close());
    await app.ready();
    app.background.start(TEST_APP_LOOPS);
    return {
      app,
      config,
      db: database.db,
      pool: database.pool,
      /** The database's address, for processes started by a test (a worker). */
      url: database.url,
      emu,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The whole app on a real, empty database, for `app.inject` tests. */
export type TestApp = Omit<Awaited<ReturnType<typeof startApp>>, 'emu'>;
/** The app talking to an emulator in this process, whose state the test can read and reset. */
export type PlatformTestApp = TestApp & { emu: Emulator };
/** The app talking to an emulator, wherever it runs. */
export type EmulatedTestApp = TestApp & { emu: RunningEmulator };

/**
 * The whole app on a fresh database, with or without the Google emulator: what every server test
 * and benchmark runs against. Closed, with all it started, by close().
 */
export function startTestApp(
  options: TestAppOptions & { emulator: 'in-process' },
): Promise<PlatformTestApp>;
export function startTestApp(
  options: TestAppOptions & { emulator: 'in-process' | 'process' },
): Promise<EmulatedTestApp>;
export function startTestApp(options?: TestAppOptions): Promise<TestApp>;
export function startTestApp(options: TestAppOptions = {}) {
  return startApp(options);
}

/** The session cookie from a response, ready for a Cookie header. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((c) => c.name === 'mcm_session');
  if (!cookie) throw new Error('no session cookie in the response');
  return `mcm_session=${cookie.value}`;
}
