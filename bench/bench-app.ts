import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_CHANNEL } from '../emulator/demo-accounts';
import { startEmulator } from '../emulator/emulator';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { createLogger } from '../server/logger';
import { createWorker } from '../server/posting/worker';
import { buildServices } from '../server/services';
import { startServerProcess } from '../server/test/server-process';

const json = { 'content-type': 'application/json' };

/**
 * The real app on a fresh embedded PostgreSQL, talking to an in-process emulator, with one user
 * who has a credential and a connected channel: what the benchmarks measure against.
 */
export async function startBenchApp(
  options: {
    channels?: string[];
    /** The emulator in a process of its own, so its CPU time is not counted as ours. */
    emulatorProcess?: boolean;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mcm-bench-'));
  await chmod(dataDir, 0o755);
  const log = createLogger({ logLevel: 'warn' });
  const postgres = await startEmbeddedPostgres(dataDir, log);
  const emulator = options.emulatorProcess ? await startEmulatorProcess() : await startEmulator();
  const config = loadConfig({
    DATABASE_URL: postgres.url,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    APP_SECRET: 'bench-secret-of-at-least-32-characters',
    GOOGLE_OAUTH_BASE_URL: emulator.url,
    YOUTUBE_API_BASE_URL: emulator.url,
    LOG_LEVEL: 'warn',
    // Benchmarks post thousands of comments; Google's 10,000 units would stop them at 200.
    QUOTA_DAILY_UNITS: '100000000',
  });
  await fetch(`${emulator.url}/__emulator/quota`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ dailyLimit: 100_000_000 }),
  });
  const database = await openDatabase(config, log);
  const app = await buildApp({ config, db: database.db }, { logger: false });
  await app.ready();

  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: json,
    payload: JSON.stringify({ email: 'bench@example.com', password: 'correct horse' }),
  });
  const cookie = `mcm_session=${registered.cookies.find((c) => c.name === 'mcm_session')!.value}`;
  const clientId = 'bench.apps.googleusercontent.com';
  const credential = await app.inject({
    method: 'POST',
    url: '/api/credentials',
    headers: { ...json, cookie },
    payload: JSON.stringify({ name: 'Bench', clientId, clientSecret: 'bench-secret' }),
  });
  const credentialId = credential.json<{ id: string }>().id;
  for (const channel of options.channels ?? [DEMO_CHANNEL.aliceCooks]) {
    await connect(app, emulator.url, cookie, credentialId, channel);
  }
  const services = await buildServices({ ...config, platformTimeoutMs: 10_000 }, database.db);

  return {
    app,
    cookie,
    clientId,
    emulatorUrl: emulator.url,
    pool: database.pool,
    db: database.db,
    /** A posting worker like the server's, with `slots` sends at once. */
    worker: (slots = 4) =>
      createWorker({ ...services, posting: { ...services.posting, slots }, log }),
    userId: registered.json<{ id: string }>().id,
    close: async () => {
      await app.close();
      await database.close();
      await emulator.close();
      await postgres.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function connect(
  app: Awaited<ReturnType<typeof buildApp>>,
  emulatorUrl: string,
  cookie: string,
  credentialId: string,
  channelId: string,
) {
  const started = await app.inject({
    method: 'GET',
    url: `/api/auth/google/credential/${credentialId}`,
    headers: { cookie },
  });
  const binding = started.cookies.find((c) => c.name === 'mcm_oauth')!.value;
  const params = Object.fromEntries(new URL(started.headers.location!).searchParams);
  const approved = await fetch(`${emulatorUrl}/o/oauth2/v2/auth/approve`, {
    method: 'POST',
    body: new URLSearchParams({ ...params, channel_id: channelId }),
    redirect: 'manual',
  });
  const back = new URL(approved.headers.get('location')!);
  await app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: `${cookie}; mcm_oauth=${binding}` },
  });
}

async function startEmulatorProcess() {
  const emulator = await startServerProcess({}, 'emulator/main.ts', {
    portVariable: 'EMULATOR_PORT',
    readyPath: '/__emulator/accounts',
  });
  return {
    url: emulator.baseUrl,
    close: async () => {
      emulator.child.kill('SIGTERM');
      await emulator.exited;
    },
  };
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
