import { describe, expect, it } from 'vitest';
import { quotaDay } from '@core/posting/quota-day';
import { emulatorControl } from '@emulator/control-client';
import { googleUnitsUsed, ledgerUnits } from '@server/test/counts';
import { listAccounts, signUp, userWithChannels, waitingComment } from '@server/test/scenario';
import { startTestApp } from '@server/test/test-app';
import { usePlatformTestApp } from '@server/test/use-test-app';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';

const t = usePlatformTestApp();

const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const ids = (n: number) => Array.from({ length: n }, (_, i) => `vid${String(i).padStart(8, '0')}`);
const used = (project: string) => googleUnitsUsed(t.emu.url, project);

describe('GET /api/youtube/videos', () => {
  it("reads through the user's channel, 50 ids per platform call, in order, leaving out unknown ids", async () => {
    const { cookie, credential } = await userWithChannels(t);
    const before = await used(credential.clientId);
    const wanted = ids(120);
    wanted[5] = 'NFgone00001';
    const response = await get(`/api/youtube/videos?id=${wanted.join(',')}`, cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json<{
      items: { id: string; snippet: { title: string }; contentDetails: { duration: string } }[];
    }>().items;
    expect(items.map((i) => i.id)).toEqual(wanted.filter((id) => !id.startsWith('NF')));
    expect(items[0]!.snippet.title).toBeTruthy();
    expect(items[0]!.contentDetails.duration).toMatch(/^PT/);
    expect((await used(credential.clientId)) - before).toBe(3); // ceil(120 / 50) calls, 1 unit each
    // The ledger counts every call as Google does: these, and naming the channel when connected.
    expect(await ledgerUnits(t, credential.id)).toBe(await used(credential.clientId));
  });

  it('refuses, calling nobody, when the units left are held for comments waiting to be posted', async () => {
    const user = await userWithChannels(t);
    const { cookie, credential } = user;
    const batch = await waitingComment(t, user);
    expect(batch.statusCode, batch.body).toBe(201);
    // 50 units left today, all held for the waiting comment.
    await t.pool.query(
      `insert into quota_usage (credential_key, day, units) values ($1, $2, 9950)
       on conflict (credential_key, day) do update set units = 9950`,
      [credential.id, quotaDay(new Date())],
    );
    const calls = (await emulatorControl(t.emu.url).calls('videos.list')).length;
    const refused = await get('/api/youtube/videos?id=dQw4w9WgXcQ', cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'READ_QUOTA_SHORT', detail: '0' });
    const pictures = await get('/api/youtube/channels?id=UCabc', cookie);
    expect(pictures.json()).toMatchObject({ code: 'READ_QUOTA_SHORT' });
    expect(await emulatorControl(t.emu.url).calls('videos.list')).toHaveLength(calls);
    expect(await ledgerUnits(t, credential.id)).toBe(9_950);
  });

  it('says to connect a channel first when there is none, and refuses bad ids', async () => {
    const cookie = await signUp(t);
    const none = await get('/api/youtube/videos?id=dQw4w9WgXcQ', cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_PLATFORM_ACCESS');
    const { cookie: c2 } = await userWithChannels(t);
    expect((await get('/api/youtube/videos?id=short', c2)).statusCode).toBe(400);
    expect((await get(`/api/youtube/videos?id=${ids(501).join(',')}`, c2)).statusCode).toBe(400);
  });

  it("marks a dead grant's channel 'reconnect needed' and says so when none is left", async () => {
    const { cookie } = await userWithChannels(t);
    await emulatorControl(t.emu.url).post('revoke', { email: 'alice.demo@example.com' });
    await t.pool.query(`update accounts set token_expires_at = now() - interval '1 minute'`);
    const response = await get('/api/youtube/videos?id=dQw4w9WgXcQ', cookie);
    expect(response.json().code).toBe('NO_PLATFORM_ACCESS');
    expect((await listAccounts(t, cookie))[0]!.status).toBe('error');
  });

  it('answers 503 when Google does not answer, and 503 with the quota code when it is spent', async () => {
    const { cookie } = await userWithChannels(t);
    await emulatorControl(t.emu.url).post('quota', { dailyLimit: 0 });
    const spent = await get('/api/youtube/videos?id=dQw4w9WgXcQ', cookie);
    expect(spent.statusCode).toBe(503);
    expect(spent.json().code).toBe('PLATFORM_QUOTA');
  });
});

describe('GET /api/youtube/channels', () => {
  it('gives channel names and pictures', async () => {
    const { cookie } = await userWithChannels(t);
    const response = await get(`/api/youtube/channels?id=${DEMO_CHANNEL.aliceCooks}`, cookie);
    expect(response.json()).toEqual({
      items: [
        {
          id: DEMO_CHANNEL.aliceCooks,
          snippet: { title: 'Alice Cooks', thumbnail: expect.stringContaining('http') },
        },
      ],
    });
  });
});

describe('with the server API key', () => {
  it('reads video details for a user without channels', async () => {
    const keyed = await startTestApp({
      env: { YOUTUBE_API_KEY: 'server-key' },
      emulator: 'in-process',
    });
    try {
      const cookie = await signUp(keyed);
      const response = await keyed.app.inject({
        method: 'GET',
        url: '/api/youtube/videos?id=dQw4w9WgXcQ',
        headers: { cookie },
      });
      expect(response.json().items).toHaveLength(1);
    } finally {
      await keyed.close();
    }
  });
});
