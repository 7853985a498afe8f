import { describe, expect, it } from 'vitest';
import { connectChannel, consentRoundTrip } from '@server/test/google-consent';
import { addCredential, listAccounts, signUp } from '@server/test/scenario';
import { sessionCookie } from '@server/test/test-app';
import { SERVER_CLIENT, useOAuthTestApp } from './oauth.test-helpers';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

// Connecting a channel through one's own credential is in oauth.routes.test.ts.
const { t, count, currentUser } = useOAuthTestApp();

describe('signing in with Google (the server-level credential)', () => {
  it('creates the user from the Google profile, signs them in and connects the channel', async () => {
    const trip = await consentRoundTrip(t, {
      startPath: '/api/auth/google?returnTo=/accounts',
      channelId: DEMO_CHANNEL.bobBuilds,
    });
    expect(trip.location).toBe('/accounts?connected=Bob+Builds');
    const cookie = sessionCookie(trip.finished);
    expect((await currentUser(cookie)).json()).toMatchObject({
      email: 'bob.demo@example.com',
      fullName: 'Bob Demo',
    });
    const [account] = await listAccounts(t, cookie);
    expect(account).toMatchObject({ channelId: DEMO_CHANNEL.bobBuilds, credentialId: null });
    expect(new URL(trip.started.headers.location!).searchParams.get('client_id')).toBe(
      SERVER_CLIENT,
    );
  });

  it('signs an existing user with that email in, without a second user', async () => {
    await consentRoundTrip(t, { startPath: '/api/auth/google' });
    const again = await consentRoundTrip(t, { startPath: '/api/auth/google/credential/server' });
    expect(again.location).toBe('/?connected=Alice+Cooks');
    expect(await count('users')).toBe(1);
    expect(await count('accounts')).toBe(1);
  });

  /** What an attacker does before the owner arrives: registers the owner's address. */
  async function registerWithPassword(email: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: 'Quartz-walrus-tundra-81' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return sessionCookie(response);
  }

  it("never enters an account someone registered with the owner's email and a password", async () => {
    const attacker = await registerWithPassword('alice.demo@example.com');
    // The owner signs in with Google later, as alice.demo@example.com.
    const trip = await consentRoundTrip(t, { startPath: '/api/auth/google' });
    expect(trip.location).toBe('/auth?error=email_not_linked');
    expect(trip.finished.cookies.find((c) => c.name === 'mcm_session')).toBeUndefined();
    expect(await count('accounts')).toBe(0); // the owner's channel went nowhere
    expect(await count('users')).toBe(1);
    expect(await listAccounts(t, attacker)).toEqual([]);
  });

  it('enters a password account once its owner proved the email by connecting that Google account', async () => {
    const owner = await registerWithPassword('alice.demo@example.com');
    const credential = await addCredential(t, owner);
    await connectChannel(t, owner, credential.id, DEMO_CHANNEL.aliceCooks);
    const trip = await consentRoundTrip(t, { startPath: '/api/auth/google' });
    expect(trip.location).toBe('/?connected=Alice+Cooks');
    const cookie = sessionCookie(trip.finished);
    expect((await currentUser(cookie)).json()).toMatchObject({ email: 'alice.demo@example.com' });
    expect(await count('users')).toBe(1);
  });

  it("connecting another person's Google account proves nothing about one's own email", async () => {
    const owner = await registerWithPassword('alice.demo@example.com');
    const credential = await addCredential(t, owner);
    await connectChannel(t, owner, credential.id, DEMO_CHANNEL.bobBuilds); // bob.demo@
    const trip = await consentRoundTrip(t, { startPath: '/api/auth/google' });
    expect(trip.location).toBe('/auth?error=email_not_linked');
  });

  /** Every way found to make a browser leave the site from a "path". */
  const OFF_SITE = [
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    '//evil.example/x',
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/%2e//evil.example/x',
    '/%2E%2E//evil.example/x',
    '/././/evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/%2fevil.example',
    '/%2F%2Fevil.example',
    '/%5cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
  ];

  it('never redirects off the site, whatever returnTo says, after sign-in', async () => {
    for (const returnTo of OFF_SITE) {
      const trip = await consentRoundTrip(t, {
        startPath: `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(trip.location, returnTo).toMatch(/^\/\?connected=/);
    }
  });

  it('never redirects off the site after connecting a channel either', async () => {
    const cookie = await signUp(t);
    const credential = await addCredential(t, cookie);
    for (const returnTo of OFF_SITE) {
      const trip = await consentRoundTrip(t, {
        cookie,
        startPath: `/api/auth/google/credential/${credential.id}?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(trip.location, returnTo).toMatch(/^\/accounts\?connected=/);
    }
  });

  it('keeps a path on this site, normalised', async () => {
    const trip = await consentRoundTrip(t, {
      startPath: `/api/auth/google?returnTo=${encodeURIComponent('/launch/../videos?tab=find')}`,
    });
    expect(trip.location).toBe('/videos?tab=find&connected=Alice+Cooks');
  });
});
