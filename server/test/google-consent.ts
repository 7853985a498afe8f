import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { expectStatus } from './api-request';
import type { EmulatedTestApp } from './test-app';

const cookieValue = (response: { cookies: { name: string; value: string }[] }, name: string) =>
  response.cookies.find((c) => c.name === name)?.value;

/**
 * What a browser does: our start address sends it to Google's consent page, the user picks a
 * channel (or cancels), and Google sends it back to our callback with the binding cookie.
 */
export async function consentRoundTrip(
  t: EmulatedTestApp,
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
  expectStatus(started, 302, `starting at ${options.startPath}`);
  const googleUrl = new URL(started.headers.location!);
  if (googleUrl.origin !== t.emu.url) throw new Error(`sent to ${googleUrl.origin}, not Google`);
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
  t: EmulatedTestApp,
  cookie: string,
  credentialId: string,
  channelId: string = DEMO_CHANNEL.aliceCooks,
) {
  const trip = await consentRoundTrip(t, {
    cookie,
    startPath: `/api/auth/google/credential/${credentialId}`,
    channelId,
  });
  expectStatus(trip.finished, 302, `connecting ${channelId}`);
  if (!/^\/accounts\?connected=/.test(trip.location)) {
    throw new Error(`connecting ${channelId} ended at ${trip.location}`);
  }
  return trip;
}
