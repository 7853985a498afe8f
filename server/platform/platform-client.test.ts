import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { startEmulator, type Emulator } from '@emulator/emulator';
import { emulatorControl } from '@emulator/control-client';
import { findFreePort } from '../db/embedded-postgres';
import { googleEndpoints } from './google-endpoints';
import { createPlatformClient } from './platform-client';
import { PlatformError } from './platform-error';
import type { ClientCredential, PlatformClient } from './platform.types';

const REDIRECT = 'http://127.0.0.1:5000/api/auth/google/callback';
const credential: ClientCredential = {
  clientId: 'cred-1.apps.googleusercontent.com',
  clientSecret: 's3cret',
};

let emu: Emulator;
let platform: PlatformClient;
beforeAll(async () => {
  emu = await startEmulator();
  platform = createPlatformClient(
    googleEndpoints({
      oauthBaseUrl: emu.url,
      youtubeApiBaseUrl: emu.url,
    }),
    { timeoutMs: 1500 },
  );
});
afterAll(() => emu.close());
beforeEach(() => emu.state.reset());

const control = (path: string, body: unknown) => emulatorControl(emu.url).post(path, body);

/** Connects a demo channel the way a user does: consent page, then the callback's code. */
async function connect(channelId = DEMO_CHANNEL.aliceCooks) {
  const { url, codeVerifier } = await platform.authorizationUrl(credential, REDIRECT, 'state-1');
  const params = Object.fromEntries(new URL(url).searchParams);
  const back = await fetch(`${emu.url}/o/oauth2/v2/auth/approve`, {
    method: 'POST',
    body: new URLSearchParams({ ...params, channel_id: channelId }),
    redirect: 'manual',
  });
  const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
  const { tokens, profile } = await platform.exchangeCode(credential, REDIRECT, code, codeVerifier);
  return { tokens, profile, channel: await platform.channel(credential, tokens).channelInfo() };
}

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

describe('googleEndpoints', () => {
  it("uses Google's hosts by default and one base address when configured", () => {
    const real = googleEndpoints({
      oauthBaseUrl: undefined,
      youtubeApiBaseUrl: undefined,
    });
    expect(real.authUrl).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(real.youtubeRootUrl).toBe('https://youtube.googleapis.com/');
    const local = googleEndpoints({
      oauthBaseUrl: 'http://127.0.0.1:5100/',
      youtubeApiBaseUrl: 'http://127.0.0.1:5100',
    });
    expect(local.tokenUrl).toBe('http://127.0.0.1:5100/token');
    expect(local.youtubeRootUrl).toBe('http://127.0.0.1:5100/');
  });
});

describe('connecting a channel', () => {
  it('asks for offline access, the chooser and consent, the force-ssl scope, with PKCE', async () => {
    const { url } = await platform.authorizationUrl(credential, REDIRECT, 'state-1');
    const params = new URL(url).searchParams;
    expect(params.get('access_type')).toBe('offline');
    expect(params.get('prompt')).toBe('consent select_account');
    expect(params.get('scope')).toContain('https://www.googleapis.com/auth/youtube.force-ssl');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toBe('state-1');
  });

  it('returns the tokens and the Google profile; the session names the channel chosen', async () => {
    const result = await connect(DEMO_CHANNEL.aliceTravels);
    expect(result.tokens.refreshToken).toBeTruthy();
    expect(result.profile.email).toBe('alice.demo@example.com');
    expect(result.channel).toMatchObject({
      id: DEMO_CHANNEL.aliceTravels,
      title: 'Alice Travels',
    });
  });
});

describe('videos', () => {
  it('asks for 50 ids per call, keeps the order and leaves out unknown ids', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `v${String(i).padStart(10, '0')}`);
    ids[7] = 'NFmissing01';
    const videos = await platform.listVideos({ apiKey: 'key-1' }, ids);
    expect(videos).toHaveLength(119);
    expect(videos.map((v) => v.id)).toEqual(ids.filter((id) => id !== 'NFmissing01'));
    const quota = await emulatorControl(emu.url).quota();
    expect(quota.projects.find((p) => p.project === 'key:key-1')?.used).toBe(3); // ceil(120 / 50) calls
  });
});

describe('video counts (videos.batchGetStats)', () => {
  it('reads the counts of 50 ids a call from the stats bucket, with a key or a grant', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => `s${String(i).padStart(10, '0')}`);
    ids[3] = 'NFmissing01';
    ids[4] = 'CDdisabled1';
    const stats = await platform.videoStats({ apiKey: 'key-1' }, ids);
    expect(stats.map((v) => v.id)).toEqual(ids.filter((id) => id !== 'NFmissing01'));
    const [details] = await platform.listVideos({ apiKey: 'key-1' }, [ids[0]!]);
    expect(stats[0]).toEqual({
      id: ids[0],
      viewCount: details!.viewCount,
      likeCount: details!.likeCount,
      commentCount: details!.commentCount,
    });
    expect(stats.find((v) => v.id === 'CDdisabled1')?.commentCount).toBeNull();

    const { tokens } = await connect();
    await platform.channel(credential, tokens).videoStats(ids.slice(0, 2));
    const quota = await emulatorControl(emu.url).quota();
    const keyed = quota.projects.find((p) => p.project === 'key:key-1')!;
    expect(keyed.buckets).toMatchObject({ stats: { used: 2 }, default: { used: 1 } });
    const granted = quota.projects.find((p) => p.project === credential.clientId)!;
    expect(granted.buckets.stats.used).toBe(1);
  });

  it('quota: its own bucket spent answers quotaExceeded, and is never asked twice by the library', async () => {
    await control('quota', { statsLimit: 0 });
    expect(
      await failureOf(platform.videoStats({ apiKey: 'key-1' }, ['abcdefghijk'])),
    ).toMatchObject({ kind: 'quota', reason: 'quotaExceeded' });
    await control('faults', { reason: 'backendError', method: 'videos.batchGetStats', count: 1 });
    await control('quota', { statsLimit: 10 });
    expect(
      await failureOf(platform.videoStats({ apiKey: 'key-1' }, ['abcdefghijk'])),
    ).toMatchObject({ kind: 'transient' });
    expect(await emulatorControl(emu.url).calls('videos.batchGetStats')).toHaveLength(2);
  });
});

describe('comments', () => {
  it('posts and finds the comment again on the newest page', async () => {
    const { tokens } = await connect();
    const channel = platform.channel(credential, tokens);
    const posted = await channel.insertComment('dQw4w9WgXcQ', 'Thanks for this!');
    expect(posted.commentId).toBeTruthy();
    const page = await channel.commentPage('dQw4w9WgXcQ');
    expect(page.items[0]).toMatchObject({
      commentId: posted.commentId,
      channelId: DEMO_CHANNEL.aliceCooks,
      text: 'Thanks for this!',
    });
    expect(page.nextPageToken).toBeNull();
  });

  it('pages back through a busy video, 100 comments a page, newest first', async () => {
    const { tokens } = await connect();
    const channel = platform.channel(credential, tokens);
    const posted = await channel.insertComment('busyVideo01', 'Mine, before the crowd');
    await emulatorControl(emu.url).post('videos/busyVideo01/viewer-comments', { count: 150 });
    const first = await channel.commentPage('busyVideo01');
    expect(first.items).toHaveLength(100);
    expect(first.items.map((c) => c.commentId)).not.toContain(posted.commentId);
    const second = await channel.commentPage('busyVideo01', first.nextPageToken!);
    expect(second.items).toHaveLength(51);
    expect(second.items.at(-1)?.commentId).toBe(posted.commentId);
    expect(second.nextPageToken).toBeNull();
  });

  it('a send whose signal has fired never leaves', async () => {
    const { tokens } = await connect();
    const expired = AbortSignal.abort();
    const failure = await platform
      .channel(credential, tokens)
      .insertComment('dQw4w9WgXcQ', 'Too late', expired)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'unknownOutcome' });
    expect(await emulatorControl(emu.url).comments()).toHaveLength(0);
  });
});

describe('answers in a thread (comments.insert with a parent)', () => {
  it('answers a thread as the channel, and is found among its replies', async () => {
    const { tokens } = await connect();
    const channel = platform.channel(credential, tokens);
    const posted = await channel.insertComment('dQw4w9WgXcQ', 'A comment');
    await control(`comments/${posted.commentId}/replies`, { text: 'Why?', author: 'Bob' });
    const answered = await channel.insertReply(posted.commentId, 'Because it is good.');
    expect(answered.commentId.startsWith(`${posted.commentId}.`)).toBe(true);
    const page = await platform.viewer({ apiKey: 'k' }).replyPage(posted.commentId);
    expect(page.items.map((reply) => [reply.text, reply.authorChannelId])).toEqual([
      ['Because it is good.', DEMO_CHANNEL.aliceCooks],
      ['Why?', null],
    ]);
  });

  it('maps its failures as a comment’s: a gone thread is permanent, a lost answer unknown', async () => {
    const { tokens } = await connect();
    const channel = platform.channel(credential, tokens);
    expect(await failureOf(channel.insertReply('Ugznothing', 'Hello'))).toMatchObject({
      kind: 'permanent',
      reason: 'commentNotFound',
    });
    const posted = await channel.insertComment('dQw4w9WgXcQ', 'A comment');
    await control('faults', { reason: 'dropAfterInsert', method: 'comments.insert', count: 1 });
    expect(await failureOf(channel.insertReply(posted.commentId, 'Lost'))).toMatchObject({
      kind: 'unknownOutcome',
    });
  });
});

describe('every platform failure maps to one kind', () => {
  const insert = async (channelId = DEMO_CHANNEL.aliceCooks, videoId = 'dQw4w9WgXcQ') => {
    const { tokens } = await connect(channelId);
    return platform.channel(credential, tokens).insertComment(videoId, 'hello');
  };

  it('transient: a backend error, a 429, a connection refused before sending', async () => {
    await control('faults', { reason: 'backendError', method: 'commentThreads.insert', count: 1 });
    expect(await failureOf(insert())).toMatchObject({
      kind: 'transient',
      reason: 'backendError',
      status: 500,
    });
    await control('faults', {
      reason: 'tooManyRequests',
      method: 'commentThreads.insert',
      count: 1,
    });
    expect(await failureOf(insert())).toMatchObject({ kind: 'transient', status: 429 });

    const closedPort = await findFreePort();
    const offline = createPlatformClient(
      googleEndpoints({
        oauthBaseUrl: `http://127.0.0.1:${closedPort}`,
        youtubeApiBaseUrl: `http://127.0.0.1:${closedPort}`,
      }),
    );
    const refused = await failureOf(
      offline.channel(credential, { accessToken: 'x' }).insertComment('dQw4w9WgXcQ', 'hi'),
    );
    expect(refused).toMatchObject({ kind: 'transient', reason: 'ECONNREFUSED' });
  });

  it('quota: the daily quota is spent', async () => {
    const { tokens } = await connect();
    await control('quota', { dailyLimit: 0 });
    const error = await failureOf(
      platform.channel(credential, tokens).insertComment('dQw4w9WgXcQ', 'hi'),
    );
    expect(error).toMatchObject({ kind: 'quota', reason: 'quotaExceeded', status: 403 });
  });

  it('reauth: the grant was revoked at Google (refresh answers invalid_grant, or a 401)', async () => {
    const { tokens } = await connect();
    await control('revoke', { email: 'alice.demo@example.com' });
    const expired = platform.channel(credential, {
      ...tokens,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await failureOf(expired.insertComment('dQw4w9WgXcQ', 'hi'))).toMatchObject({
      kind: 'reauth',
      reason: 'invalid_grant',
    });
    const stillFresh = platform.channel(credential, {
      accessToken: tokens.accessToken,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect(await failureOf(stillFresh.insertComment('dQw4w9WgXcQ', 'hi'))).toMatchObject({
      kind: 'reauth',
      status: 401,
    });
  });

  it("permanent: comments disabled, a missing video, an ineligible channel, with Google's message", async () => {
    expect(await failureOf(insert(DEMO_CHANNEL.aliceCooks, 'CDdisabled1'))).toMatchObject({
      kind: 'permanent',
      reason: 'commentsDisabled',
      message: 'The video identified by the videoId parameter has disabled comments.',
    });
    expect(await failureOf(insert(DEMO_CHANNEL.aliceCooks, 'NFmissing01'))).toMatchObject({
      kind: 'permanent',
      reason: 'videoNotFound',
    });
    expect(await failureOf(insert(DEMO_CHANNEL.carol))).toMatchObject({
      kind: 'permanent',
      reason: 'ineligibleAccount',
    });
  });

  it('unknown outcome: the answer to an insert was lost, whether or not the comment was made', async () => {
    await control('faults', {
      reason: 'dropAfterInsert',
      method: 'commentThreads.insert',
      count: 1,
    });
    expect(await failureOf(insert())).toMatchObject({ kind: 'unknownOutcome' });
    await control('faults', { reason: 'timeout', method: 'commentThreads.insert', count: 1 });
    expect(await failureOf(insert())).toMatchObject({ kind: 'unknownOutcome' });
    const posted = (await fetch(`${emu.url}/__emulator/comments`).then((r) =>
      r.json(),
    )) as unknown[];
    expect(posted).toHaveLength(1); // the dropped answer's comment exists; the timed-out one was never handled
  });

  it('a lost answer to a read is only transient: reads may be repeated', async () => {
    await control('faults', { reason: 'timeout', method: 'videos.list', count: 1 });
    expect(await failureOf(platform.listVideos({ apiKey: 'k' }, ['abcdefghijk']))).toMatchObject({
      kind: 'transient',
    });
  });

  it('revoking a grant Google no longer knows is not an error', async () => {
    const { tokens } = await connect();
    await platform.revoke(credential, tokens.refreshToken!);
    await expect(platform.revoke(credential, tokens.refreshToken!)).resolves.toBeUndefined();
  });
});
