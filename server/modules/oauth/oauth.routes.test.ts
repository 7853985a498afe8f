import { describe, expect, it } from 'vitest';
import { connectChannel, consentRoundTrip } from '@server/test/google-consent';
import { addCredential, listAccounts, signUp, userWithChannels } from '@server/test/scenario';
import { startTestApp } from '@server/test/test-app';
import { SERVER_CLIENT, useOAuthTestApp } from './oauth.test-helpers';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

// Signing in with Google (the server-level credential) is in google-sign-in.test.ts.
const { t, count } = useOAuthTestApp();

describe('connecting a channel through your credential', () => {
  it('asks Google for offline access with PKCE and the force-ssl scope, with a state', async () => {
    const cookie = await signUp(t);
    const credential = await addCredential(t, cookie);
    const started = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/credential/${credential.id}`,
      headers: { cookie },
    });
    expect(started.statusCode).toBe(302);
    const params = new URL(started.headers.location!).searchParams;
    expect(params.get('client_id')).toBe(credential.clientId);
    expect(params.get('redirect_uri')).toBe('http://localhost:80/api/auth/google/callback');
    expect(params.get('scope')).toContain('youtube.force-ssl');
    expect(params.get('access_type')).toBe('offline');
    expect(params.get('prompt')).toBe('consent select_account');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')?.length).toBeGreaterThan(30);
    const binding = started.cookies.find((c) => c.name === 'mcm_oauth')!;
    expect(binding).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('saves the channel Google names, with email, name, avatar and status active; tokens sealed', async () => {
    const cookie = await signUp(t);
    const credential = await addCredential(t, cookie);
    const trip = await connectChannel(t, cookie, credential.id, DEMO_CHANNEL.aliceTravels);
    expect(trip.location).toBe('/accounts?connected=Alice+Travels');
    const [account] = await listAccounts(t, cookie);
    expect(account).toMatchObject({
      channelId: DEMO_CHANNEL.aliceTravels,
      fullName: 'Alice Travels',
      email: 'alice.demo@example.com',
      status: 'active',
      credentialId: credential.id,
    });
    const { rows } = await t.pool.query<{ access: string; refresh: string }>(
      'select access_token_sealed as access, refresh_token_sealed as refresh from accounts',
    );
    const issued = [...t.emu.state.refreshTokens.keys()][0]!;
    expect(rows[0]!.refresh).toBeTruthy();
    expect(rows[0]!.refresh).not.toContain(issued);
    expect(rows[0]!.access).not.toMatch(/^ya29\./);
  });

  it("pays the channel's naming from the credential's quota; a spent day connects nothing and says why", async () => {
    const cookie = await signUp(t);
    const credential = await addCredential(t, cookie);
    await connectChannel(t, cookie, credential.id);
    const units = async () =>
      (
        await t.pool.query<{ units: number }>(
          'select units from quota_usage where credential_key = $1',
          [credential.id],
        )
      ).rows[0]?.units;
    expect(await units()).toBe(1); // channels.list, as Google counts it
    const named = () => t.emu.state.calls.filter((c) => c.method === 'channels.list').length;
    const before = named();

    await t.pool.query('update quota_usage set units = 10000 where credential_key = $1', [
      credential.id,
    ]);
    const trip = await consentRoundTrip(t, {
      cookie,
      startPath: `/api/auth/google/credential/${credential.id}`,
      channelId: 'UCaliceTravelsDemo0000A2',
    });
    expect(trip.location).toBe('/auth?error=quota_exhausted');
    expect(named()).toBe(before); // refused before anything reached Google
    expect((await listAccounts(t, cookie)).map((a) => a.fullName)).toEqual(['Alice Cooks']);
  });

  it('updates a reconnected channel in place instead of adding it twice', async () => {
    const { cookie, credential, accounts: before } = await userWithChannels(t);
    await t.pool.query(`update accounts set status = 'error', status_reason = 'revoked'`);
    await connectChannel(t, cookie, credential.id);
    const after = await listAccounts(t, cookie);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: before[0]!.id, status: 'active', statusReason: null });
  });

  it('writes "account_connected" to the activity log', async () => {
    await userWithChannels(t);
    const { rows } = await t.pool.query<{ type: string }>(
      "select type from activity_logs where type = 'account_connected'",
    );
    expect(rows).toHaveLength(1);
  });
});

describe('a connection that must not happen', () => {
  it('consent denied: back to /auth?error=access_denied, nothing connected', async () => {
    const cookie = await signUp(t);
    const credential = await addCredential(t, cookie);
    const trip = await consentRoundTrip(t, {
      cookie,
      startPath: `/api/auth/google/credential/${credential.id}`,
      deny: true,
    });
    expect(trip.location).toBe('/auth?error=access_denied');
    expect(await count('accounts')).toBe(0);
  });

  it('a callback without state, or with an unknown one: invalid_state, nothing connected', async () => {
    const cookie = await signUp(t);
    for (const query of ['?code=abc', '?code=abc&state=made-up']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/auth/google/callback${query}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/auth?error=invalid_state');
    }
    expect(await count('accounts')).toBe(0);
  });

  it("a state finished in another browser (without this browser's cookie) connects nothing", async () => {
    const cookie = await signUp(t);
    const credential = await addCredential(t, cookie);
    const trip = await consentRoundTrip(t, {
      cookie,
      startPath: `/api/auth/google/credential/${credential.id}`,
      callbackBinding: 'another-browsers-cookie',
    });
    expect(trip.location).toBe('/auth?error=invalid_state');
    expect(await count('accounts')).toBe(0);
  });

  it("a state started by one user, finished in another user's session, connects nothing", async () => {
    const a = await signUp(t, 'a');
    const b = await signUp(t, 'b');
    const credential = await addCredential(t, a);
    const trip = await consentRoundTrip(t, {
      cookie: a,
      startPath: `/api/auth/google/credential/${credential.id}`,
      callbackCookie: b,
    });
    expect(trip.location).toBe('/auth?error=invalid_state');
    expect(await count('accounts')).toBe(0);
  });

  it('a state is used once: replaying the callback connects nothing more', async () => {
    const cookie = await signUp(t);
    const credential = await addCredential(t, cookie);
    const trip = await connectChannel(t, cookie, credential.id);
    const replay = await t.app.inject({
      method: 'GET',
      url: `${trip.callback.pathname}${trip.callback.search}`,
      headers: { cookie: trip.cookies },
    });
    expect(replay.headers.location).toBe('/auth?error=invalid_state');
    expect(await count('accounts')).toBe(1);
  });

  it("another user's credential id, or an unknown one: credential_not_found", async () => {
    const a = await signUp(t, 'a');
    const b = await signUp(t, 'b');
    const credential = await addCredential(t, a);
    for (const id of [credential.id, '00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/auth/google/credential/${id}`,
        headers: { cookie: b },
      });
      expect(response.headers.location).toBe('/auth?error=credential_not_found');
    }
  });

  it("an anonymous visitor cannot use someone's own credential: login_required", async () => {
    const a = await signUp(t, 'a');
    const credential = await addCredential(t, a);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/credential/${credential.id}`,
    });
    expect(response.headers.location).toBe('/auth?error=login_required');
  });

  it("a wrong client secret lands on /oauth-debug with Google's reason", async () => {
    const a = await signUp(t, 'a');
    const b = await signUp(t, 'b');
    const clientId = 'same-project.apps.googleusercontent.com';
    const good = await addCredential(t, a, { clientId, clientSecret: 'right' });
    const wrong = await addCredential(t, b, { clientId, clientSecret: 'wrong' });
    await connectChannel(t, a, good.id);
    const trip = await consentRoundTrip(t, {
      cookie: b,
      startPath: `/api/auth/google/credential/${wrong.id}`,
    });
    expect(trip.location).toMatch(/^\/oauth-debug\?auth_error=invalid_client/);
    expect(await listAccounts(t, b)).toEqual([]);
  });
});

describe('strategies and debug', () => {
  it('shows an anonymous visitor only the server-level credential, and no secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/strategies' });
    expect(response.json()).toEqual([{ id: 'server', name: 'Default', isDefault: true }]);
    expect(response.body).not.toContain('server-secret');
  });

  it("shows a signed-in user their own credentials, then the server's", async () => {
    const cookie = await signUp(t);
    const mine = await addCredential(t, cookie, { name: 'Mine', clientSecret: 'mine-secret' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/strategies',
      headers: { cookie },
    });
    expect(response.json()).toEqual([
      { id: mine.id, name: 'Mine', isDefault: true },
      { id: 'server', name: 'Default', isDefault: false },
    ]);
    expect(response.body).not.toMatch(/secret|clientId/);
  });

  it('tells the callback URL to register at Google and the server client id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/debug' });
    expect(response.json()).toEqual({
      callbackUrl: 'http://localhost:80/api/auth/google/callback',
      googleClientId: SERVER_CLIENT,
    });
  });
});

describe('without a server-level credential', () => {
  it('"Sign in with Google" says it is not configured, and strategies are empty', async () => {
    const bare = await startTestApp({
      env: { PUBLIC_URL: 'https://comments.example.com' },
      emulator: 'in-process',
    });
    try {
      const start = await bare.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(start.headers.location).toBe('/auth?error=google_not_configured');
      const strategies = await bare.app.inject({ method: 'GET', url: '/api/auth/strategies' });
      expect(strategies.json()).toEqual([]);
      const debug = await bare.app.inject({ method: 'GET', url: '/api/auth/debug' });
      expect(debug.json()).toEqual({
        callbackUrl: 'https://comments.example.com/api/auth/google/callback',
        googleClientId: null,
      });
    } finally {
      await bare.close();
    }
  });
});
