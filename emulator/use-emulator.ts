import { youtube } from '@googleapis/youtube';
import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { emulatorControl } from './control-client';
import { DEMO_CHANNEL } from './demo-accounts';
import { startEmulator, type Emulator } from './emulator';

export const SCOPES = [
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/youtube.force-ssl',
];
const REDIRECT = 'http://127.0.0.1:9/api/auth/google/callback';

export const reasonOf = (error: unknown) =>
  (error as { response?: { data?: { error?: { errors?: { reason: string }[] } } } }).response?.data
    ?.error?.errors?.[0]?.reason;
export const statusOf = (error: unknown) => (error as { status?: number }).status;

/**
 * One emulator per test file, reset before each test, driven by the official clients: what the
 * conformance tests of emulator/ share.
 */
export function useEmulator() {
  let emu: Emulator | undefined;
  beforeAll(async () => {
    emu = await startEmulator();
  });
  afterAll(() => emu?.close());
  beforeEach(() => emu!.state.reset());
  const url = () => emu!.url;

  function oauthClient(clientId = 'client-a.apps.googleusercontent.com') {
    return new OAuth2Client({
      clientId,
      clientSecret: `secret-of-${clientId}`,
      redirectUri: REDIRECT,
      endpoints: {
        oauth2AuthBaseUrl: `${url()}/o/oauth2/v2/auth`,
        oauth2TokenUrl: `${url()}/token`,
        oauth2RevokeUrl: `${url()}/revoke`,
        tokenInfoUrl: `${url()}/tokeninfo`,
      },
    });
  }

  /** The browser's part of the flow: open the consent page and pick a channel (or deny). */
  async function consent(authUrl: string, choice: { channelId: string } | 'deny') {
    const params = Object.fromEntries(new URL(authUrl).searchParams);
    const action = choice === 'deny' ? 'deny' : 'approve';
    const response = await fetch(`${url()}/o/oauth2/v2/auth/${action}`, {
      method: 'POST',
      body: new URLSearchParams(
        choice === 'deny' ? params : { ...params, channel_id: choice.channelId },
      ),
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location')!);
  }

  async function authorize(channelId: string = DEMO_CHANNEL.aliceCooks, clientId?: string) {
    const client = oauthClient(clientId);
    const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
    const authUrl = client.generateAuthUrl({
      access_type: 'offline',
      prompt: 'consent select_account',
      scope: SCOPES,
      state: 'state-123',
      code_challenge: codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
    });
    const back = await consent(authUrl, { channelId });
    const { tokens } = await client.getToken({
      code: back.searchParams.get('code')!,
      codeVerifier,
    });
    client.setCredentials(tokens);
    return { client, tokens, yt: youtube({ version: 'v3', auth: client, rootUrl: `${url()}/` }) };
  }

  return {
    url,
    state: () => emu!.state,
    control: (path: string, body: unknown) => emulatorControl(url()).post(path, body),
    controls: () => emulatorControl(url()),
    /** The Data API with an API key, as the app calls it without a user. */
    withKey: (key = 'any-api-key') => youtube({ version: 'v3', auth: key, rootUrl: `${url()}/` }),
    oauthClient,
    consent,
    authorize,
  };
}

/** Every page of a paged list, following nextPageToken to the end. */
export async function allPages<T extends { nextPageToken?: string | null }>(
  fetchPage: (pageToken: string | undefined) => Promise<{ data: T }>,
) {
  const pages: T[] = [];
  let pageToken: string | undefined;
  do {
    const { data } = await fetchPage(pageToken);
    pages.push(data);
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken);
  return pages;
}
