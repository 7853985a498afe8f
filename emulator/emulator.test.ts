import { youtube } from '@googleapis/youtube';
import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from './emulator';
import { emulatorControl } from './control-client';

const SCOPES = ['openid', 'email', 'profile', 'https://www.googleapis.com/auth/youtube.force-ssl'];
const REDIRECT = 'http://127.0.0.1:9/api/auth/google/callback';
const ALICE_COOKS = 'UCaliceCooksDemo000000A1';
const CAROL = 'UCcarolNoApiDemo000000C1';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());
beforeEach(() => emu.state.reset());

const control = (path: string, body: unknown) => emulatorControl(emu.url).post(path, body);

function oauthClient(clientId = 'client-a.apps.googleusercontent.com') {
  return new OAuth2Client({
    clientId,
    clientSecret: `secret-of-${clientId}`,
    redirectUri: REDIRECT,
    endpoints: {
      oauth2AuthBaseUrl: `${emu.url}/o/oauth2/v2/auth`,
      oauth2TokenUrl: `${emu.url}/token`,
      oauth2RevokeUrl: `${emu.url}/revoke`,
      tokenInfoUrl: `${emu.url}/tokeninfo`,
    },
  });
}

/** The browser's part of the flow: open the consent page and pick a channel (or deny). */
async function consent(authUrl: string, choice: { channelId: string } | 'deny') {
  const params = Object.fromEntries(new URL(authUrl).searchParams);
  const action = choice === 'deny' ? 'deny' : 'approve';
  const response = await fetch(`${emu.url}/o/oauth2/v2/auth/${action}`, {
    method: 'POST',
    body: new URLSearchParams(
      choice === 'deny' ? params : { ...params, channel_id: choice.channelId },
    ),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

async function authorize(channelId = ALICE_COOKS, clientId?: string) {
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
  const { tokens } = await client.getToken({ code: back.searchParams.get('code')!, codeVerifier });
  client.setCredentials(tokens);
  return { client, tokens, yt: youtube({ version: 'v3', auth: client, rootUrl: `${emu.url}/` }) };
}

const reasonOf = (error: unknown) =>
  (error as { response?: { data?: { error?: { errors?: { reason: string }[] } } } }).response?.data
    ?.error?.errors?.[0]?.reason;
const statusOf = (error: unknown) => (error as { status?: number }).status;

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
    const broken = await fetch(`${emu.url}/o/oauth2/v2/auth?response_type=code&scope=email`);
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
      url: `${emu.url}/v1/userinfo`,
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
    const code = (await consent(authUrl, { channelId: ALICE_COOKS })).searchParams.get('code')!;
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

describe('YouTube Data API v3', () => {
  it('names the channel chosen on the consent page with channels.list mine=true', async () => {
    const { yt } = await authorize('UCaliceTravelsDemo0000A2');
    const { data } = await yt.channels.list({ part: ['snippet'], mine: true });
    expect(data.items).toHaveLength(1);
    expect(data.items![0]).toMatchObject({
      id: 'UCaliceTravelsDemo0000A2',
      snippet: { title: 'Alice Travels' },
    });
  });

  it('lists up to 50 videos with deterministic metadata, leaving out the documented not-found ids', async () => {
    const yt = youtube({ version: 'v3', auth: 'any-api-key', rootUrl: `${emu.url}/` });
    const ids = Array.from({ length: 49 }, (_, i) => `vid${String(i).padStart(8, '0')}`).concat(
      'NFmissing01',
    );
    const { data } = await yt.videos.list({
      part: ['snippet', 'statistics', 'contentDetails'],
      id: ids,
    });
    expect(data.items).toHaveLength(49);
    const again = await yt.videos.list({ part: ['snippet'], id: ['vid00000000'] });
    expect(again.data.items![0]!.snippet!.title).toBe(data.items![0]!.snippet!.title);
    expect(data.items![0]!.contentDetails!.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
    expect(data.items!.some((v) => v.snippet!.title!.includes('#shorts'))).toBe(true);

    const tooMany = await yt.videos
      .list({ part: ['snippet'], id: [...ids, 'vid00000099'] })
      .catch((e: unknown) => e);
    expect(statusOf(tooMany)).toBe(400);
  });

  it('leaves out commentCount for a video with comments disabled, as YouTube does', async () => {
    const yt = youtube({ version: 'v3', auth: 'any-api-key', rootUrl: `${emu.url}/` });
    const { data } = await yt.videos.list({
      part: ['snippet', 'statistics'],
      id: ['CDdisabled1', 'vid00000001'],
    });
    const [disabled, open] = data.items!;
    expect(disabled!.id).toBe('CDdisabled1');
    expect(disabled!.statistics).not.toHaveProperty('commentCount');
    expect(disabled!.statistics!.viewCount).toBeTruthy();
    expect(open!.statistics!.commentCount).toMatch(/^\d+$/);
  });

  it('posts a comment and lists it newest first, as the control API also shows', async () => {
    const { yt } = await authorize();
    const { data } = await yt.commentThreads.insert(
      {
        part: ['snippet'],
        requestBody: {
          snippet: {
            videoId: 'dQw4w9WgXcQ',
            topLevelComment: { snippet: { textOriginal: 'Great video!' } },
          },
        },
      },
      { retry: false },
    );
    expect(data.id).toBeTruthy();
    const list = await yt.commentThreads.list({
      part: ['snippet'],
      videoId: 'dQw4w9WgXcQ',
      order: 'time',
    });
    expect(list.data.items![0]!.snippet!.topLevelComment!.snippet).toMatchObject({
      textOriginal: 'Great video!',
      authorChannelId: { value: ALICE_COOKS },
    });
    const posted = await fetch(`${emu.url}/__emulator/comments`).then((r) => r.json());
    expect(posted).toEqual([
      expect.objectContaining({
        id: data.id,
        videoId: 'dQw4w9WgXcQ',
        channelId: ALICE_COOKS,
        text: 'Great video!',
      }),
    ]);
  });

  it.each([
    ['an empty text', ALICE_COOKS, 'dQw4w9WgXcQ', '   ', 400, 'commentTextRequired'],
    [
      'a text over 10,000 characters',
      ALICE_COOKS,
      'dQw4w9WgXcQ',
      'x'.repeat(10_001),
      400,
      'commentTextTooLong',
    ],
    ['a video with comments disabled', ALICE_COOKS, 'CDdisabled1', 'hi', 403, 'commentsDisabled'],
    ['a video that does not exist', ALICE_COOKS, 'NFmissing01', 'hi', 404, 'videoNotFound'],
    [
      'a channel that may not comment through the API',
      CAROL,
      'dQw4w9WgXcQ',
      'hi',
      403,
      'ineligibleAccount',
    ],
  ])('refuses %s', async (_name, channelId, videoId, text, status, reason) => {
    const { yt } = await authorize(channelId);
    const error = await yt.commentThreads
      .insert(
        {
          part: ['snippet'],
          requestBody: {
            snippet: { videoId, topLevelComment: { snippet: { textOriginal: text } } },
          },
        },
        { retry: false },
      )
      .catch((e: unknown) => e);
    expect(statusOf(error)).toBe(status);
    expect(reasonOf(error)).toBe(reason);
  });

  it('disables comments on a video through the control API', async () => {
    const { yt } = await authorize();
    await control('videos/abcdefghijk/comments', { enabled: false });
    const error = await yt.commentThreads
      .insert(
        {
          part: ['snippet'],
          requestBody: {
            snippet: {
              videoId: 'abcdefghijk',
              topLevelComment: { snippet: { textOriginal: 'hi' } },
            },
          },
        },
        { retry: false },
      )
      .catch((e: unknown) => e);
    expect(reasonOf(error)).toBe('commentsDisabled');
  });

  it('answers authError for a revoked access token', async () => {
    const { yt, tokens, client } = await authorize();
    await control('revoke', { token: tokens.access_token });
    // Keep the library from refreshing silently: the stored access token is the one under test.
    client.setCredentials({
      access_token: tokens.access_token,
      expiry_date: Date.now() + 3_600_000,
    });
    const error = await yt.channels
      .list({ part: ['snippet'], mine: true }, { retry: false })
      .catch((e: unknown) => e);
    expect(statusOf(error)).toBe(401);
  });
});

describe('quota', () => {
  const insert = (yt: Awaited<ReturnType<typeof authorize>>['yt']) =>
    yt.commentThreads.insert(
      {
        part: ['snippet'],
        requestBody: {
          snippet: { videoId: 'dQw4w9WgXcQ', topLevelComment: { snippet: { textOriginal: 'hi' } } },
        },
      },
      { retry: false },
    );

  it('charges Google’s costs per client id and resets at midnight Pacific time', async () => {
    await control('clock', { now: '2026-11-22T23:30:00-08:00' });
    await control('quota', { dailyLimit: 100 });
    const { yt } = await authorize(ALICE_COOKS, 'client-q');
    const other = await authorize(ALICE_COOKS, 'client-other');
    await insert(yt);
    await insert(yt);
    const over = await insert(yt).catch((e: unknown) => e);
    expect(statusOf(over)).toBe(403);
    expect(reasonOf(over)).toBe('quotaExceeded');
    await expect(insert(other.yt)).resolves.toBeTruthy(); // quota is per project

    const usage = await emulatorControl(emu.url).quota();
    expect(usage.projects).toEqual(
      expect.arrayContaining([{ project: 'client-q', used: 100, limit: 100 }]),
    );

    await control('clock', { advanceMs: 31 * 60_000 }); // 00:01 Pacific, the next day
    await expect(insert(yt)).resolves.toBeTruthy();
  });
});

describe('faults and latency', () => {
  it('injects a platform error by reason, a set number of times', async () => {
    const yt = youtube({ version: 'v3', auth: 'key', rootUrl: `${emu.url}/` });
    await control('faults', { reason: 'backendError', method: 'videos.list', count: 1 });
    const error = await yt.videos
      .list({ part: ['id'], id: ['abcdefghijk'] }, { retry: false })
      .catch((e: unknown) => e);
    expect(statusOf(error)).toBe(500);
    expect(reasonOf(error)).toBe('backendError');
    await expect(
      yt.videos.list({ part: ['id'], id: ['abcdefghijk'] }, { retry: false }),
    ).resolves.toBeTruthy();
  });

  it('can drop the connection after posting: the comment exists though the caller saw no answer', async () => {
    const { yt } = await authorize();
    await control('faults', {
      reason: 'dropAfterInsert',
      method: 'commentThreads.insert',
      count: 1,
    });
    const error = await yt.commentThreads
      .insert(
        {
          part: ['snippet'],
          requestBody: {
            snippet: {
              videoId: 'dQw4w9WgXcQ',
              topLevelComment: { snippet: { textOriginal: 'lost answer' } },
            },
          },
        },
        { retry: false },
      )
      .catch((e: unknown) => e);
    expect(statusOf(error)).toBeUndefined();
    const posted = await fetch(`${emu.url}/__emulator/comments`).then((r) => r.json());
    expect(posted).toHaveLength(1);
  });

  it('adds latency to every API call', async () => {
    await control('latency', { ms: 120 });
    const started = Date.now();
    await fetch(`${emu.url}/youtube/v3/videos?id=abcdefghijk&part=id&key=k`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('stores an insert at once and answers it later; records when each call arrived', async () => {
    const { yt } = await authorize();
    await control('answer-delay', { ms: 300 });
    const started = Date.now();
    const insert = yt.commentThreads.insert(
      {
        part: ['snippet'],
        requestBody: {
          snippet: {
            videoId: 'dQw4w9WgXcQ',
            topLevelComment: { snippet: { textOriginal: 'slow answer' } },
          },
        },
      },
      { retry: false },
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await emulatorControl(emu.url).comments()).toHaveLength(1); // stored, not yet answered
    await insert;
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const calls = await emulatorControl(emu.url).calls('commentThreads.insert');
    expect(calls).toEqual([
      {
        method: 'commentThreads.insert',
        receivedAt: expect.any(Number),
        channelId: ALICE_COOKS,
        videoId: 'dQw4w9WgXcQ',
      },
    ]);
    expect(calls[0]!.receivedAt).toBeGreaterThanOrEqual(started);
  });

  it("pages through a busy video's comments with page tokens, newest first, 100 at most", async () => {
    const { yt } = await authorize();
    await control('videos/dQw4w9WgXcQ/viewer-comments', { count: 130 });
    const first = await yt.commentThreads.list({
      part: ['snippet'],
      videoId: 'dQw4w9WgXcQ',
      maxResults: 100,
    });
    expect(first.data.items).toHaveLength(100);
    expect(first.data.items![0]!.snippet!.topLevelComment!.snippet!.textOriginal).toBe(
      "A viewer's comment #130",
    );
    // Newer comments arriving between pages do not shift the next page.
    await control('videos/dQw4w9WgXcQ/viewer-comments', { count: 5 });
    const second = await yt.commentThreads.list({
      part: ['snippet'],
      videoId: 'dQw4w9WgXcQ',
      maxResults: 100,
      pageToken: first.data.nextPageToken!,
    });
    expect(second.data.items).toHaveLength(30);
    expect(second.data.items!.at(-1)!.snippet!.topLevelComment!.snippet!.textOriginal).toBe(
      "A viewer's comment #1",
    );
    expect(second.data.nextPageToken).toBeUndefined();
    const bad = await yt.commentThreads
      .list({ part: ['snippet'], videoId: 'dQw4w9WgXcQ', pageToken: 'nope' }, { retry: false })
      .catch((e: unknown) => e);
    expect(statusOf(bad)).toBe(400);
  });

  it('serves a thumbnail picture for any video id', async () => {
    const response = await fetch(`${emu.url}/vi/abcdefghijk/hqdefault.jpg`);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });
});
