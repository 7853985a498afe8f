import { expect } from 'vitest';
import { READ_COST } from '../../core/posting/quota-day';
import { DEMO_CHANNEL } from '../../emulator/demo-accounts';
import { startEmulator, type Emulator } from '../../emulator/emulator';
import type { Config } from '../config';
import { createLogger } from '../logger';
import { createWorker } from '../posting/worker';
import { buildServices } from '../services';
import { buildTestApp, sessionCookie, TEST_APP_SECRET, type TestApp } from './build-test-app';

export const json = { 'content-type': 'application/json' };

/** What connecting a channel costs its credential: the channels.list that names the channel. */
export const CONNECT_UNITS = READ_COST;

/** A request as a signed-in user (its cookie); a body goes as JSON. */
export const sender =
  (t: TestApp) =>
  (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: body === undefined ? { cookie } : { ...json, cookie },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

/** The whole app on a fresh database, talking to an in-process Google emulator. */
export async function startPlatformTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof buildTestApp>[1] = {},
) {
  const emu = await startEmulator();
  const t = await buildTestApp(
    { GOOGLE_OAUTH_BASE_URL: emu.url, YOUTUBE_API_BASE_URL: emu.url, ...env },
    options,
  );
  return {
    ...t,
    emu,
    close: async () => {
      await t.close();
      await emu.close();
    },
  };
}
export type PlatformTestApp = TestApp & { emu: Emulator };

let users = 0;
/** Registers a new user and returns their session cookie. */
export async function signUp(t: TestApp, name = 'user') {
  users += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: json,
    payload: JSON.stringify({ email: `${name}-${users}@example.com`, password: 'correct horse' }),
  });
  expect(response.statusCode).toBe(201);
  return sessionCookie(response);
}

export async function addCredential(
  t: TestApp,
  cookie: string,
  body: { name?: string; clientId?: string; clientSecret?: string } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/credentials',
    headers: { ...json, cookie },
    payload: JSON.stringify({
      name: 'My project',
      clientId: `client-${Math.random().toString(36).slice(2)}.apps.googleusercontent.com`,
      clientSecret: 'GOCSPX-test-secret',
      ...body,
    }),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; clientId: string; isDefault: boolean }>();
}

const cookieValue = (response: { cookies: { name: string; value: string }[] }, name: string) =>
  response.cookies.find((c) => c.name === name)?.value;

/**
 * What a browser does: our start address sends it to Google's consent page, the user picks a
 * channel (or cancels), and Google sends it back to our callback with the binding cookie.
 */
export async function consentRoundTrip(
  t: PlatformTestApp,
  options: {
    cookie?: string;
    startPath: string;
    channelId?: string;
    deny?: boolean;
    /** Replaces the browser's binding cookie at the callback (another browser). */
    callbackBinding?: string;
    /** Replaces the session cookie at the callback. */
    callbackCookie?: string;
  },
) {
  const started = await t.app.inject({
    method: 'GET',
    url: options.startPath,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  expect(started.statusCode).toBe(302);
  const googleUrl = new URL(started.headers.location!);
  expect(googleUrl.origin).toBe(t.emu.url);
  const params = Object.fromEntries(googleUrl.searchParams);
  const action = options.deny ? 'deny' : 'approve';
  const back = await fetch(`${t.emu.url}/o/oauth2/v2/auth/${action}`, {
    method: 'POST',
    body: new URLSearchParams({
      ...params,
      channel_id: options.channelId ?? DEMO_CHANNEL.aliceCooks,
    }),
    redirect: 'manual',
  });
  const callback = new URL(back.headers.get('location')!);
  const binding = options.callbackBinding ?? cookieValue(started, 'mcm_oauth');
  const session = options.callbackCookie ?? options.cookie;
  const cookies = [session, binding && `mcm_oauth=${binding}`].filter(Boolean).join('; ');
  const finished = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: cookies ? { cookie: cookies } : {},
  });
  return { started, callback, cookies, finished, location: finished.headers.location ?? '' };
}

/** Connects a demo channel to the signed-in user through one of their credentials. */
export async function connectChannel(
  t: PlatformTestApp,
  cookie: string,
  credentialId: string,
  channelId = DEMO_CHANNEL.aliceCooks,
) {
  const trip = await consentRoundTrip(t, {
    cookie,
    startPath: `/api/auth/google/credential/${credentialId}`,
    channelId,
  });
  expect(trip.finished.statusCode).toBe(302);
  expect(trip.location).toMatch(/^\/accounts\?connected=/);
  return trip;
}

export async function listAccounts(t: TestApp, cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/accounts', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<
    {
      id: string;
      channelId: string;
      fullName: string;
      email: string;
      status: string;
      statusReason: string | null;
      credentialId: string | null;
    }[]
  >();
}

/** The services on the test app's database and emulator, with quick retries and timeouts. */
export async function buildTestServices(
  t: PlatformTestApp,
  overrides: {
    posting?: Partial<Config['posting']>;
    detailsRefresh?: Config['detailsRefresh'];
  } = {},
) {
  const google = { oauthBaseUrl: t.emu.url, youtubeApiBaseUrl: t.emu.url };
  return buildServices(
    {
      google: { ...google, clientId: undefined, clientSecret: undefined, apiKey: undefined },
      posting: {
        worker: true,
        slots: 2,
        retryBaseMs: 20,
        timeoutMs: 1500,
        verifyDelayMs: 200,
        quotaDailyUnits: 10_000,
        ...overrides.posting,
      },
      detailsRefresh: overrides.detailsRefresh ?? { afterDays: 7, unitsPerDay: 2000 },
      platformTimeoutMs: 1500,
      appSecret: TEST_APP_SECRET,
      dataDir: '/nonexistent',
    },
    t.db,
  );
}

/** A posting worker on the test app's database and emulator, with quick retries. */
export async function createTestWorker(
  t: PlatformTestApp,
  posting: Partial<Config['posting']> = {},
  clock?: () => Date,
) {
  const services = await buildTestServices(t, { posting });
  return createWorker({ ...services, clock, log: createLogger({ logLevel: 'silent' }) });
}
