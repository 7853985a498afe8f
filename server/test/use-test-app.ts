import { sql } from 'drizzle-orm';
import { pgErrorCode } from '../db/transaction';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestApp, type PlatformTestApp, type TestApp } from './test-app';

type Lifecycle = {
  env?: Record<string, string>;
  /**
   * Tables emptied (with cascade) before each test, the emulator reset with them; `false` when
   * the file's tests share what a beforeAll made (a user, a cookie).
   */
  reset?: string[] | false;
};

/** With the database's clock (server/test/database-clock.ts): each test starts at the real now. */
const RESET = ['users', 'quota_usage', 'test_clock'];

function useLifecycle<T extends TestApp>(
  start: () => Promise<T>,
  reset: (t: T) => Promise<void> | void,
) {
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(() => current?.close());
  beforeEach(() => reset(current!));
  /** Makes the app anew, for a test that broke it (closed its emulator). */
  const restart = async () => {
    const fresh = await start();
    await current?.close();
    current = fresh;
  };
  // The app exists only once beforeAll has run; the file reads it through this stand-in.
  return new Proxy({} as T & { restart: typeof restart }, {
    get(_, key) {
      if (key === 'restart') return restart;
      if (!current) throw new Error('the test app is made in beforeAll: use it inside a test');
      return Reflect.get(current, key) as unknown;
    },
  });
}

/**
 * Empties the tables. The app's own background work (the event dispatcher, the mail sender) may
 * hold a row lock the truncation waits behind while it waits for the table: PostgreSQL then ends
 * one of them as a deadlock, and the truncation is simply run again.
 */
const truncate = async (t: TestApp, tables: string[]) => {
  for (let attempt = 1; ; attempt++) {
    try {
      await t.db.execute(sql.raw(`truncate ${tables.join(', ')} cascade`));
      return;
    } catch (error) {
      if (pgErrorCode(error) !== '40P01' || attempt === 5) throw error;
    }
  }
};

/** The whole app on a fresh database for one test file: made before its tests, closed after. */
export function useTestApp({ env, reset = RESET }: Lifecycle = {}) {
  return useLifecycle(
    () => startTestApp({ env }),
    (t) => (reset ? truncate(t, reset) : undefined),
  );
}

/** As useTestApp, talking to an in-process Google emulator, reset before each test. */
export function usePlatformTestApp({ env, reset = RESET }: Lifecycle = {}) {
  return useLifecycle<PlatformTestApp>(
    () => startTestApp({ env, emulator: 'in-process' }),
    async (t) => {
      if (!reset) return;
      await truncate(t, reset);
      t.emu.state.reset();
    },
  );
}
