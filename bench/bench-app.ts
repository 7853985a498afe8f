import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmulator } from '../emulator/emulator';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { createLogger } from '../server/logger';

const json = { 'content-type': 'application/json' };

/**
 * The real app on a fresh embedded PostgreSQL, talking to an in-process emulator, with one user
 * who has a credential and a connected channel: what the benchmarks measure against.
 */
export async function startBenchApp() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mcm-bench-'));
  await chmod(dataDir, 0o755);
  const log = createLogger({ logLevel: 'warn' });
  const postgres = await startEmbeddedPostgres(dataDir, log);
  const emulator = await startEmulator();
  const config = loadConfig({
    DATABASE_URL: postgres.url,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    APP_SECRET: 'bench-secret-of-at-least-32-characters',
    GOOGLE_OAUTH_BASE_URL: emulator.url,
    YOUTUBE_API_BASE_URL: emulator.url,
    LOG_LEVEL: 'warn',
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
  await connect(app, emulator.url, cookie, credentialId);

  return {
    app,
    cookie,
    clientId,
    emulatorUrl: emulator.url,
    pool: database.pool,
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
    body: new URLSearchParams({ ...params, channel_id: 'UCaliceCooksDemo000000A1' }),
    redirect: 'manual',
  });
  const back = new URL(approved.headers.get('location')!);
  await app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: `${cookie}; mcm_oauth=${binding}` },
  });
}

/** Percentile of sorted numbers. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
