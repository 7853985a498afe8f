import { CodeChallengeMethod } from 'google-auth-library';
import { describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from './demo-accounts';
import { SCOPES, useEmulator } from './use-emulator';

const { url, control, oauthClient, consent, authorize } = useEmulator();

describe('OAuth 2.0', () => {
  it('shows a consent page with every demo user and channel', async () => {
    const client = oauthClient();
    const page = await fetch(client.generateAuthUrl({ scope: SCOPES, state: 's' })).then((r) =>
      r.text(),
    );
    for (const text of [
      'alice.demo@example.com',
      'Alice Cooks',
      'Alice Travels',
      'Bob Builds',
      'Carol',
      'Cancel',
    ]) {
      expect(page).toContain(text);
    }
    const broken = await fetch(`${url()}/o/oauth2/v2/auth?response_type=code&scope=email`);
    expect(broken.status).toBe(400);
  });

  it('exchanges a code with PKCE for an access and a refresh token, and knows the profile', async () => {
    const { client, tokens } = await authorize();
    expect(tokens).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
    });
    const profile = await client.request<{ email: string; name: string }>({
      url: `${url()}/v1/userinfo`,
    });
    expect(profile.data).toMatchObject({ email: 'alice.demo@example.com', name: 'Alice Demo' });
    const info = await client.getTokenInfo(tokens.access_token!);
    expect(info.email).toBe('alice.demo@example.com');
    expect(info.scopes).toContain('https://www.googleapis.com/auth/youtube.force-ssl');
  });

  it('refuses a wrong PKCE verifier and a reused code with invalid_grant', async () => {
    const client = oauthClient();
    const { codeChallenge } = await client.generateCodeVerifierAsync();
    const authUrl = client.generateAuthUrl({
      scope: SCOPES,
      code_challenge: codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
    });
    const code = (await consent(authUrl, { channelId: DEMO_CHANNEL.aliceCooks })).searchParams.get(
      'code',
    )!;
    const wrong = await client
      .getToken({ code, codeVerifier: 'x'.repeat(64) })
      .catch((e: unknown) => e);
    expect((wrong as { response: { data: { error: string } } }).response.data.error).toBe(
      'invalid_grant',
    );
  });

  it('sends the user back with error=access_denied and the state when consent is denied', async () => {
    const back = await consent(
      oauthClient().generateAuthUrl({ scope: SCOPES, state: 'abc' }),
      'deny',
    );
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('abc');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('refreshes, and answers invalid_grant once the grant is revoked on Google’s side', async () => {
    const { client } = await authorize();
    const refreshed = await client.refreshAccessToken();
    expect(refreshed.credentials.access_token).toBeTruthy();
    await control('revoke', { email: 'alice.demo@example.com' });
    const error = await client.refreshAccessToken().catch((e: unknown) => e);
    expect((error as { response: { data: { error: string } } }).response.data.error).toBe(
      'invalid_grant',
    );
  });

  it('revokes through /revoke, and expires refresh tokens after the configured time', async () => {
    const first = await authorize();
    await first.client.revokeToken(first.tokens.refresh_token!);
    await expect(first.client.refreshAccessToken()).rejects.toMatchObject({
      response: { data: { error: 'invalid_grant' } },
    });

    await control('refresh-token-ttl', { ms: 7 * 86_400_000 });
    const second = await authorize();
    await control('clock', { advanceMs: 7 * 86_400_000 + 1000 });
    await expect(second.client.refreshAccessToken()).rejects.toMatchObject({
      response: { data: { error: 'invalid_grant' } },
    });
  });
});
