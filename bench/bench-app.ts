import { performance } from 'node:perf_hooks';
import { emulatorControl } from '@emulator/control-client';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import type { EmulatorState } from '@emulator/emulator-state';
import { createLogger } from '@server/logger';
import { createWorker } from '@server/posting/worker';
import { buildServices } from '@server/services';
import { userWithChannels } from '@server/test/scenario';
import { startServerProcess } from '@server/test/server-process';
import { startTestApp, TEST_APP_SECRET } from '@server/test/test-app';

/** Benchmarks post thousands of comments; Google's 10,000 units would stop them at 200. */
const BIG_QUOTA = 100_000_000;

/**
 * What the benchmarks measure against: the real app on a fresh embedded PostgreSQL of its own,
 * talking to the emulator, with one person whose personal workspace has a credential and connected
 * channels.
 */
export async function startBenchApp(
  options: {
    channels?: string[];
    /** The emulator in a process of its own, so its CPU time is not counted as ours. */
    emulatorProcess?: boolean;
    env?: Record<string, string>;
  } = {},
) {
  const t = await startTestApp({
    postgres: 'own',
    poolSize: 10,
    emulator: options.emulatorProcess ? 'process' : 'in-process',
    env: { LOG_LEVEL: 'warn', QUOTA_DAILY_UNITS: String(BIG_QUOTA), ...options.env },
  });
  try {
    await emulatorControl(t.emu.url).post('quota', { dailyLimit: BIG_QUOTA });
    const clientId = 'bench.apps.googleusercontent.com';
    const user = await userWithChannels(t, {
      name: 'bench',
      credential: { name: 'Bench', clientId, clientSecret: 'bench-secret' },
      channels: options.channels ?? [DEMO_CHANNEL.aliceCooks],
    });
    const services = await buildServices({ ...t.config, platformTimeoutMs: 10_000 }, t.db);
    const log = createLogger({ logLevel: 'warn' });
    return {
      app: t.app,
      cookie: user.cookie,
      clientId,
      emulatorUrl: t.emu.url,
      /** The emulator's state, when it runs in this process (what a benchmark may fill at once). */
      emulatorState: 'state' in t.emu ? (t.emu.state as EmulatorState) : undefined,
      pool: t.pool,
      /** The database's address, for a server process of its own (the load benchmark). */
      databaseUrl: t.url,
      db: t.db,
      /** A posting worker like the server's, with `slots` sends at once. */
      worker: (slots = 4) =>
        createWorker({ ...services, posting: { ...services.posting, slots }, log }),
      userId: user.userId,
      workspaceId: user.workspaceId,
      /** The test app underneath, for the scenario helpers (another user, another batch). */
      testApp: t,
      /** What the server and its worker share: the database, secrets, platform, settings. */
      services,
      close: t.close,
    };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/**
 * `server/main.ts` in a process of its own, as `npm start` runs it, on the bench's database and
 * emulator (the load benchmarks); `stop` sends it SIGTERM and waits for its exit.
 */
export async function startBenchServer(
  t: { databaseUrl: string; emulatorUrl: string },
  env: Record<string, string> = {},
) {
  const server = await startServerProcess({
    DATABASE_URL: t.databaseUrl,
    APP_SECRET: TEST_APP_SECRET,
    GOOGLE_OAUTH_BASE_URL: t.emulatorUrl,
    YOUTUBE_API_BASE_URL: t.emulatorUrl,
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const stop = async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  };
  return { ...server, stop };
}

/** Percentile of sorted numbers. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

/** p50 and p95 of `runs` runs of `work`. */
export async function timeRun(runs: number, work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** p50 and p95 of `runs` GET requests as the bench user. */
export async function timeGet(
  t: { app: Awaited<ReturnType<typeof startBenchApp>>['app']; cookie: string },
  url: string,
  runs: number,
) {
  return timeRun(runs, async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: t.cookie } });
    if (response.statusCode !== 200) throw new Error(response.body);
  });
}
